/** How a submission ended: docs/reference/calls.md, any 2xx is success; the body is not read. */
export type SendOutcome = 'success' | 'failure';

/**
 * POSTs a multipart body, reporting upload progress (0-1) as it goes. XMLHttpRequest, not fetch:
 * fetch cannot report an upload's progress. Any 2xx is success; another status, a network error,
 * a timeout or an abort is failure. Never rejects.
 */
export function sendMultipart(
  url: string,
  body: FormData,
  onProgress: (fraction: number) => void,
  timeoutMs = 120_000,
): Promise<SendOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.timeout = timeoutMs;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      resolve(request.status >= 200 && request.status < 300 ? 'success' : 'failure');
    request.onerror = () => resolve('failure');
    request.ontimeout = () => resolve('failure');
    request.onabort = () => resolve('failure');
    request.send(body);
  });
}
