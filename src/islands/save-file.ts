import { apiFile } from './api';

/** Fetches a file from the API as the signed-in user and saves it on the device as `name`. */
export async function saveApiFile(path: string, name: string, fallback?: string): Promise<void> {
  saveBlob(await apiFile(path, fallback), name);
}

/** Saves a file made on the page (a report as CSV) on the device as `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
