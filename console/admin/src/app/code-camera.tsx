import { useEffect, useRef } from 'react';
import jsQR from 'jsqr';

/** The browser's own barcode reader where it has one (Chrome on Android): it reads parcel labels' 1-D codes too. */
interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type DetectorClass = new (options: { formats: string[] }) => NativeDetector;

/** Formats of shipping labels and our own QR codes. */
const LABEL_FORMATS = [
  'qr_code',
  'code_128',
  'code_39',
  'code_93',
  'codabar',
  'ean_13',
  'upc_a',
  'data_matrix',
  'pdf417',
];

function nativeDetector(): NativeDetector | null {
  const Detector = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    return new Detector({ formats: LABEL_FORMATS });
  } catch {
    return null;
  }
}

/**
 * The back camera, read frame by frame until a code is found: the browser's barcode reader when it
 * has one (QR and the 1-D codes of parcel labels), else jsqr (QR codes). Without a camera (or
 * without permission) `onUnavailable` is called and the page keeps its typed fields.
 */
export function CodeCamera(p: { onText: (text: string) => void; onUnavailable: () => void; testId: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const { onText, onUnavailable } = p;
  useEffect(() => {
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const native = nativeDetector();
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const read = async (v: HTMLVideoElement): Promise<string | null> => {
      if (native) return (await native.detect(v))[0]?.rawValue ?? null;
      if (!context) return null;
      canvas.width = v.videoWidth;
      canvas.height = v.videoHeight;
      context.drawImage(v, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
    };
    const scan = async () => {
      if (stopped) return;
      const v = video.current;
      if (v && v.readyState >= v.HAVE_CURRENT_DATA && v.videoWidth > 0) {
        const text = await read(v).catch(() => null);
        if (stopped) return;
        if (text) {
          onText(text);
          return;
        }
      }
      frame = requestAnimationFrame(() => void scan());
    };
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play();
      frame = requestAnimationFrame(() => void scan());
    };
    start().catch(() => {
      if (!stopped) onUnavailable();
    });
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onText, onUnavailable]);
  return (
    <video
      ref={video}
      muted
      playsInline
      data-testid={p.testId}
      style={{ width: '100%', maxHeight: 320, objectFit: 'cover', borderRadius: 8, background: '#000' }}
    />
  );
}
