import {
  Maximize2,
  MessageSquare,
  Mic,
  MicOff,
  Minimize2,
  PhoneOff,
  Settings,
  Video,
  VideoOff,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Room } from '../../../common/schemas/session-room';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { DeviceSettings } from './DeviceSettings';
import { RoomChat } from './RoomChat';
import type { useCall } from './useCall';

function StreamVideo({
  stream,
  label,
  muted,
}: {
  stream: MediaStream | null;
  label: string;
  muted?: boolean;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
      className="size-full rounded-xl bg-slate-900 object-cover"
    />
  );
}

/**
 * A video session: the other participant's video, one's own preview, and the controls of spec 2 (mute, camera,
 * chat, maximize, settings, end). Mute and camera switch the local tracks off and on; nothing is recorded.
 */
export function CallView({
  room,
  call,
  header,
  onEnd,
  ending,
}: {
  room: Room;
  call: ReturnType<typeof useCall>;
  header: React.ReactNode;
  onEnd: () => void;
  ending: boolean;
}) {
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const [maximized, setMaximized] = useState(false);
  const [settings, setSettings] = useState(false);

  useEffect(() => {
    for (const track of call.localStream?.getAudioTracks() ?? []) track.enabled = !muted;
  }, [muted, call.localStream]);
  useEffect(() => {
    for (const track of call.localStream?.getVideoTracks() ?? []) track.enabled = !cameraOff;
  }, [cameraOff, call.localStream]);
  useEffect(() => {
    if (!maximized) return;
    const leave = (event: KeyboardEvent) => event.key === 'Escape' && setMaximized(false);
    window.addEventListener('keydown', leave);
    return () => window.removeEventListener('keydown', leave);
  }, [maximized]);

  return (
    <section
      aria-label="Video call"
      data-inbound-audio-bytes={call.inbound.audio}
      data-inbound-video-bytes={call.inbound.video}
      className={cn(
        'flex flex-col gap-3',
        maximized && 'fixed inset-0 z-40 overflow-y-auto bg-white p-3 sm:p-4',
      )}
    >
      {header}
      {call.mediaError && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {call.mediaError}
        </p>
      )}
      <div className="flex flex-col gap-3 lg:flex-row">
        <div className="relative min-w-0 flex-1">
          <div className={cn('aspect-video w-full', maximized && 'lg:h-[70dvh] lg:aspect-auto')}>
            <StreamVideo stream={call.remoteStream} label={`Video of ${room.other_name}`} />
          </div>
          <div className="absolute bottom-2 right-2 w-28 sm:w-40">
            <div className="aspect-video">
              <StreamVideo stream={call.localStream} label="Your camera (preview)" muted />
            </div>
          </div>
        </div>
        {chatOpen && (
          <div className="lg:w-96">
            <RoomChat appointmentId={room.appointment_id} canWrite role={room.role} />
          </div>
        )}
      </div>
      <div
        role="toolbar"
        aria-label="Call controls"
        className="flex flex-wrap items-center justify-center gap-2"
      >
        <Button variant="outline" aria-pressed={muted} onClick={() => setMuted((m) => !m)}>
          {muted ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
          Mute
        </Button>
        <Button variant="outline" aria-pressed={cameraOff} onClick={() => setCameraOff((c) => !c)}>
          {cameraOff ? <VideoOff aria-hidden="true" /> : <Video aria-hidden="true" />}
          Camera off
        </Button>
        <Button variant="outline" aria-pressed={chatOpen} onClick={() => setChatOpen((c) => !c)}>
          <MessageSquare aria-hidden="true" />
          Chat
        </Button>
        <Button variant="outline" aria-pressed={maximized} onClick={() => setMaximized((m) => !m)}>
          {maximized ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
          Maximize
        </Button>
        <Button variant="outline" onClick={() => setSettings(true)}>
          <Settings aria-hidden="true" />
          Settings
        </Button>
        <Button variant="destructive" disabled={ending} onClick={onEnd}>
          <PhoneOff aria-hidden="true" />
          End Session
        </Button>
      </div>
      <DeviceSettings
        open={settings}
        onClose={() => setSettings(false)}
        stream={call.localStream}
        wantVideo
        onChoose={call.switchDevice}
      />
    </section>
  );
}
