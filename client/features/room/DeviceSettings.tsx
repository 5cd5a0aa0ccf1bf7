import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';

interface Choice {
  id: string;
  label: string;
}

const selectClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

/**
 * Settings of the call: which camera and microphone to use (enumerateDevices). A change is applied to the running
 * call at once with replaceTrack, without renegotiating.
 */
export function DeviceSettings({
  open,
  onClose,
  stream,
  wantVideo,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  stream: MediaStream | null;
  wantVideo: boolean;
  onChoose: (kind: 'audio' | 'video', deviceId: string) => Promise<void>;
}) {
  const ids = useId();
  const [mics, setMics] = useState<Choice[]>([]);
  const [cameras, setCameras] = useState<Choice[]>([]);
  const [error, setError] = useState<string | null>(null);
  const currentMic = stream?.getAudioTracks()[0]?.getSettings().deviceId ?? '';
  const currentCamera = stream?.getVideoTracks()[0]?.getSettings().deviceId ?? '';

  useEffect(() => {
    if (!open) return;
    navigator.mediaDevices
      ?.enumerateDevices()
      .then((devices) => {
        const of = (kind: MediaDeviceKind, name: string) =>
          devices
            .filter((d) => d.kind === kind && d.deviceId)
            .map((d, n) => ({ id: d.deviceId, label: d.label || `${name} ${n + 1}` }));
        setMics(of('audioinput', 'Microphone'));
        setCameras(of('videoinput', 'Camera'));
      })
      .catch(() => setError('The devices of this browser could not be listed.'));
  }, [open]);

  const choose = (kind: 'audio' | 'video', deviceId: string) => {
    setError(null);
    onChoose(kind, deviceId).catch((failure: Error) =>
      setError(`That device could not be started (${failure.name}).`),
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Call settings</DialogTitle>
          <DialogDescription>
            Choose the microphone{wantVideo ? ' and camera' : ''} for this session.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-mic`} className="text-sm font-medium text-slate-800">
            Microphone
          </label>
          <select
            id={`${ids}-mic`}
            className={selectClass}
            value={currentMic}
            onChange={(event) => choose('audio', event.target.value)}
          >
            {mics.length === 0 && <option value="">No microphone found</option>}
            {mics.map((mic) => (
              <option key={mic.id} value={mic.id}>
                {mic.label}
              </option>
            ))}
          </select>
        </div>
        {wantVideo && (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-camera`} className="text-sm font-medium text-slate-800">
              Camera
            </label>
            <select
              id={`${ids}-camera`}
              className={selectClass}
              value={currentCamera}
              onChange={(event) => choose('video', event.target.value)}
            >
              {cameras.length === 0 && <option value="">No camera found</option>}
              {cameras.map((camera) => (
                <option key={camera.id} value={camera.id}>
                  {camera.label}
                </option>
              ))}
            </select>
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
