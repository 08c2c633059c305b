/**
 * Photos and label scans on the phone: a photo is scaled to at most 1280 px and
 * re-encoded as JPEG until it fits 300 KB, so it never meets the server's limit; a label image
 * (from the camera or a file) is decoded with the browser's BarcodeDetector where it has one,
 * and with @zxing/browser (loaded only when needed) where it does not.
 */
import { base64DecodedLength } from '@domain/proof';
import { MAX_PHOTO_BYTES, MAX_PHOTO_EDGE_PX } from '@domain/proof-media';

const loadImage = (url: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('This file is not an image'));
    image.src = url;
  });

const sizeOf = (dataUrl: string) => base64DecodedLength(dataUrl.slice(dataUrl.indexOf(',') + 1));

/** A JPEG data URL of the photo, at most 1280 px on its longer edge and 300 KB. */
export async function resizePhoto(file: Blob): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    let scale = Math.min(1, MAX_PHOTO_EDGE_PX / Math.max(image.naturalWidth, image.naturalHeight));
    for (let attempt = 0; attempt < 6; attempt++) {
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
      canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
      canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
      for (const quality of [0.85, 0.7, 0.55]) {
        const dataUrl = canvas.toDataURL('image/jpeg', quality);
        if (sizeOf(dataUrl) <= MAX_PHOTO_BYTES) return dataUrl;
      }
      scale *= 0.7;
    }
    throw new Error('This photo could not be made small enough; try again closer up');
  } finally {
    URL.revokeObjectURL(url);
  }
}

interface DetectedBarcode {
  rawValue: string;
}
type BarcodeDetectorCtor = new (options?: { formats: string[] }) => {
  detect: (source: ImageBitmapSource) => Promise<DetectedBarcode[]>;
};

/** The text of the first barcode or QR code in the image, or null when none is found. */
export async function decodeLabel(file: Blob): Promise<string | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
  if (Detector) {
    try {
      const found = await new Detector({ formats: ['code_128', 'qr_code'] }).detect(
        await createImageBitmap(file),
      );
      if (found[0]?.rawValue) return found[0].rawValue;
    } catch {
      // Some platforms expose the API without a working detector: fall through to zxing.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const { BrowserMultiFormatReader } = await import('@zxing/browser');
    const result = await new BrowserMultiFormatReader().decodeFromImageUrl(url);
    return result.getText();
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
