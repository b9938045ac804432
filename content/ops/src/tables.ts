/** A cell: text, or a number shown with thousands separators. */
type Cell = string | number | null;

const numberFormat = new Intl.NumberFormat('en-AU');
const text = (cell: Cell) =>
  cell === null ? '–' : typeof cell === 'number' ? numberFormat.format(cell) : cell;

/**
 * A table of figures (every value written as text, never as markup), in a wrapper that scrolls
 * sideways on a narrow screen; a sentence instead when there are no rows.
 */
export function table(caption: string, head: string[], rows: Cell[][], empty: string): HTMLElement {
  if (rows.length === 0) {
    const none = document.createElement('p');
    none.className = 'ops-empty';
    none.textContent = `${caption}: ${empty}`;
    return none;
  }
  const wrapper = document.createElement('div');
  wrapper.className = 'ops-table';
  wrapper.tabIndex = 0;
  const element = document.createElement('table');
  element.createCaption().textContent = caption;
  const headRow = element.createTHead().insertRow();
  for (const name of head) {
    const cell = document.createElement('th');
    cell.scope = 'col';
    cell.textContent = name;
    headRow.append(cell);
  }
  const body = element.createTBody();
  for (const row of rows) {
    const line = body.insertRow();
    row.forEach((value) => {
      const cell = line.insertCell();
      cell.textContent = text(value);
      if (typeof value === 'number') cell.className = 'ops-number';
    });
  }
  wrapper.append(element);
  return wrapper;
}

/** Replaces what `id` holds. */
export function fill(id: string, ...children: Node[]): void {
  document.getElementById(id)!.replaceChildren(...children);
}
