// The parts of elasticlunr 0.9.5 the site uses (the package ships no types). Included by the
// workspaces that build (content) and query (shell) the index.
declare module 'elasticlunr' {
  interface SearchFieldConfig {
    boost?: number;
    bool?: 'OR' | 'AND';
    expand?: boolean;
  }

  interface SearchConfig {
    fields?: Record<string, SearchFieldConfig>;
    bool?: 'OR' | 'AND';
    expand?: boolean;
  }

  interface SearchHit {
    ref: string;
    score: number;
  }

  interface Index<T> {
    addField(fieldName: keyof T & string): Index<T>;
    setRef(refName: keyof T & string): Index<T>;
    saveDocument(save: boolean): Index<T>;
    addDoc(doc: T): void;
    search(query: string, config?: SearchConfig): SearchHit[];
    toJSON(): unknown;
  }

  interface Elasticlunr {
    <T>(config?: (this: Index<T>, index: Index<T>) => void): Index<T>;
    Index: { load<T>(serialised: unknown): Index<T> };
  }

  const elasticlunr: Elasticlunr;
  export default elasticlunr;
}
