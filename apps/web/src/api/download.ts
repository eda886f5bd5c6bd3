import { type ApiOperation, type CallArgs, callOperation } from './operations';

/** Calls a download operation of the table and hands the file to the browser. */
export async function downloadOperation<E extends ApiOperation & { readonly download: true }>(
  operation: E,
  filename: string,
  ...args: CallArgs<E>
): Promise<void> {
  saveBlob((await callOperation(operation, ...args)) as Blob, filename);
}

/** Hands a Blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
