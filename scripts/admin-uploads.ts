/**
 * The editor's media library saves whatever file is picked (its accept="image/*" is only a hint to the file picker),
 * and Decap's media processing only touches JPEG, PNG and WebP, so a HEIC or a script would be committed as it is.
 * Before Decap sees a picked file, this refuses anything but JPEG, PNG and WebP with a message the owner can act on,
 * and scales a photo larger than UPLOAD_MAX_SIDE down to it (a 48-megapixel phone photo is more than the build
 * publishes). Decap then saves it without metadata (media_processing in editor/cms-config.ts).
 */
import { UPLOAD_MAX_SIDE, uploadRefusal } from '@/editor/editor-rules';

const QUALITY = 0.92;

/** The photo as it will be saved: upright and at most UPLOAD_MAX_SIDE px on its longest side; the file itself when it fits. */
async function scaledDown(file: File): Promise<File> {
  const image = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = UPLOAD_MAX_SIDE / Math.max(image.width, image.height);
  if (scale >= 1) {
    image.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(image.width * scale);
  canvas.height = Math.round(image.height * scale);
  canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
  image.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, QUALITY));
  if (!blob || blob.type !== file.type) throw new Error(`"${file.name}" could not be made smaller in this browser`);
  return new File([blob], file.name, { type: file.type, lastModified: file.lastModified });
}

/** Watches every file picker of the editor; a refused pick saves nothing and says why. */
export function guardUploads(): void {
  const ours = new WeakSet<Event>();
  document.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || ours.has(event) || !input.files?.length)
        return;
      // Decap reads the files in its own change handler: it gets them only once they are checked and scaled.
      event.stopImmediatePropagation();
      const picked = [...input.files];
      const refused = picked.map((f) => uploadRefusal(f.name)).filter((r) => r !== undefined);
      const refuse = (lines: string[]) => {
        input.value = '';
        window.alert(lines.join('\n\n'));
      };
      if (refused.length > 0) return refuse(refused);
      Promise.all(picked.map(scaledDown)).then(
        (files) => {
          const transfer = new DataTransfer();
          for (const file of files) transfer.items.add(file);
          input.files = transfer.files;
          const again = new Event('change', { bubbles: true });
          ours.add(again);
          input.dispatchEvent(again);
        },
        () =>
          refuse(
            picked.map(
              (f) =>
                `"${f.name}" cannot be opened as a photo: export it as JPEG (or PNG) on your phone or computer and upload that`,
            ),
          ),
      );
    },
    true,
  );
}
