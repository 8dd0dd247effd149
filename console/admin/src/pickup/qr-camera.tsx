import { useEffect, useRef } from 'react';
import jsQR from 'jsqr';

/**
 * The back camera, read frame by frame with jsqr until a QR code is found. Without a camera (or
 * without permission) `onUnavailable` is called and the page keeps its typed fields.
 */
export function QrCamera(p: { onText: (text: string) => void; onUnavailable: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const { onText, onUnavailable } = p;
  useEffect(() => {
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const scan = () => {
      if (stopped) return;
      const v = video.current;
      if (v && context && v.readyState >= v.HAVE_CURRENT_DATA && v.videoWidth > 0) {
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        context.drawImage(v, 0, 0, canvas.width, canvas.height);
        const image = context.getImageData(0, 0, canvas.width, canvas.height);
        const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
        if (found?.data) {
          onText(found.data);
          return;
        }
      }
      frame = requestAnimationFrame(scan);
    };
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play();
      frame = requestAnimationFrame(scan);
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
      data-testid="pickup-camera"
      style={{ width: '100%', maxHeight: 320, objectFit: 'cover', borderRadius: 8, background: '#000' }}
    />
  );
}
