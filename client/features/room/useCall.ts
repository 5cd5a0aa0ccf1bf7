import { useCallback, useEffect, useRef, useState } from 'react';
import type { Room, Signal, SignalPayload } from '../../../common/schemas/session-room';
import { ROOM_EVENTS } from '../../../common/schemas/session-room';
import { STREAM_RECONNECTED, useLiveEvent } from '../../lib/live-events';
import { readSignals, sendSignal } from './api';

export type CallStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'closed';

/** Inbound bytes the call has received, by kind (from getStats; also on the call region as data attributes). */
export interface InboundBytes {
  audio: number;
  video: number;
}

/** Seconds a connection may stay disconnected before an ICE restart is asked for. */
const RESTART_AFTER_MS = 3_000;
const STATS_EVERY_MS = 2_000;

const newPeerId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The call of a session room with the browser's own RTCPeerConnection. The counselor makes the offers; the
 * student answers. Signals go through the server (`POST …/room/signals`) and are read by id when a live event
 * says one is there (and after the stream reconnects). Each page's connection has its own peer id, so a reloaded
 * page is told apart from a renegotiation. When the connection stays failed or disconnected for a few seconds,
 * the counselor restarts ICE (`restartIce()`) and the student asks the counselor to.
 */
export function useCall({
  appointmentId,
  room,
  active,
  wantVideo,
}: {
  appointmentId: number;
  room: Room | undefined;
  active: boolean;
  wantVideo: boolean;
}) {
  const [status, setStatus] = useState<CallStatus>('idle');
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [mediaError, setMediaError] = useState<string | null>(null);
  const [inbound, setInbound] = useState<InboundBytes>({ audio: 0, video: 0 });
  const pcRef = useRef<RTCPeerConnection | null>(null);
  const myPeer = useRef(newPeerId());
  const remotePeer = useRef<string | null>(null);
  const pending = useRef<{ peer: string; candidate: RTCIceCandidateInit }[]>([]);
  const lastSignal = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const streamRef = useRef<MediaStream | null>(null);
  const role = room?.role;
  const iceServers = useRef<RTCIceServer[]>([]);
  iceServers.current = (room?.ice_servers ?? []) as RTCIceServer[];

  /** Signals wait until the local media is settled, so the counselor never offers without its tracks. */
  const mediaSettled = useRef(false);
  const send = useCallback(
    (kind: Signal['kind'], payload: Omit<SignalPayload, 'peer'>) =>
      sendSignal(appointmentId, { kind, payload: { peer: myPeer.current, ...payload } }).catch((error) =>
        console.warn('A call signal was not sent', error),
      ),
    [appointmentId],
  );

  /** "Ready for an offer" (from the student) or "new page" (from the counselor). */
  const ready = useCallback(async () => {
    await send('restart', {});
  }, [send]);

  /** A fresh connection for this page (a new peer id), with the local tracks or receive-only transceivers. */
  const createConnection = useCallback(
    (offerer: boolean) => {
      pcRef.current?.close();
      // The counselor's every connection has its own id; the student's page keeps one.
      if (offerer) myPeer.current = newPeerId();
      const pc = new RTCPeerConnection({ iceServers: iceServers.current });
      pcRef.current = pc;
      const remote = new MediaStream();
      setRemoteStream(remote);
      pc.ontrack = (event) => {
        remote.addTrack(event.track);
        setRemoteStream(new MediaStream(remote.getTracks()));
      };
      pc.onicecandidate = (event) => {
        if (!event.candidate) return;
        const { candidate, sdpMid, sdpMLineIndex, usernameFragment } = event.candidate.toJSON();
        if (candidate)
          void send('candidate', { candidate: { candidate, sdpMid, sdpMLineIndex, usernameFragment } });
      };
      pc.onconnectionstatechange = () => {
        if (pcRef.current !== pc) return;
        const state = pc.connectionState;
        if (state === 'connected') setStatus('connected');
        else if (state === 'disconnected' || state === 'failed') setStatus('reconnecting');
        else if (state === 'connecting' || state === 'new')
          setStatus((s) => (s === 'connected' ? 'reconnecting' : 'connecting'));
      };
      if (offerer) {
        const stream = streamRef.current;
        if (stream) for (const track of stream.getTracks()) pc.addTrack(track, stream);
        if (!stream?.getAudioTracks().length) pc.addTransceiver('audio', { direction: 'recvonly' });
        if (wantVideo && !stream?.getVideoTracks().length)
          pc.addTransceiver('video', { direction: 'recvonly' });
        pc.onnegotiationneeded = async () => {
          try {
            await pc.setLocalDescription();
            if (pc.localDescription)
              await send('offer', { sdp: pc.localDescription.sdp, to: remotePeer.current ?? undefined });
          } catch (error) {
            console.warn('The call offer failed', error);
          }
        };
      }
      setStatus('connecting');
      return pc;
    },
    [send, wantVideo],
  );

  const flushCandidates = useCallback(async (pc: RTCPeerConnection) => {
    const ready = pending.current.filter((c) => c.peer === remotePeer.current);
    pending.current = pending.current.filter((c) => c.peer !== remotePeer.current);
    for (const c of ready) await pc.addIceCandidate(c.candidate).catch(() => undefined);
  }, []);

  const handle = useCallback(
    async (signal: Signal) => {
      const { peer, sdp, candidate, to } = signal.payload;
      let pc = pcRef.current;
      if (signal.kind === 'candidate' && candidate) {
        if (pc?.remoteDescription && peer === remotePeer.current)
          await pc.addIceCandidate(candidate).catch(() => undefined);
        else pending.current.push({ peer, candidate });
        return;
      }
      if (role === 'student') {
        if (signal.kind === 'offer' && sdp) {
          if (to && to !== myPeer.current) return; // meant for an earlier page
          if (!pc || peer !== remotePeer.current) pc = createConnection(false);
          remotePeer.current = peer;
          await pc.setRemoteDescription({ type: 'offer', sdp });
          const stream = streamRef.current;
          const senders = pc.getSenders().filter((s) => s.track);
          if (stream && senders.length === 0)
            for (const track of stream.getTracks()) pc.addTrack(track, stream);
          await flushCandidates(pc);
          await pc.setLocalDescription();
          if (pc.localDescription) await send('answer', { sdp: pc.localDescription.sdp, to: peer });
        } else if (signal.kind === 'restart' && peer !== remotePeer.current) {
          // The counselor's page is new: say this page is ready for its offer.
          await ready();
        }
        return;
      }
      // The counselor's side.
      if (
        signal.kind === 'answer' &&
        sdp &&
        to === myPeer.current &&
        pc?.signalingState === 'have-local-offer'
      ) {
        remotePeer.current = peer;
        await pc.setRemoteDescription({ type: 'answer', sdp });
        await flushCandidates(pc);
      } else if (signal.kind === 'restart') {
        if (pc && peer === remotePeer.current && pc.connectionState !== 'closed') {
          // An offer under way already answers it; otherwise restart ICE on the same connection.
          if (pc.signalingState === 'stable') pc.restartIce();
        } else {
          remotePeer.current = peer;
          createConnection(true);
        }
      }
    },
    [role, createConnection, flushCandidates, send, ready],
  );

  /** Reads the signals not seen yet and handles them in order (one read at a time). */
  const pull = useCallback(
    (first = false) => {
      queue.current = queue.current.then(async () => {
        try {
          let signals = await readSignals(appointmentId, lastSignal.current);
          if (signals.length === 0) return;
          lastSignal.current = signals.at(-1)!.id;
          if (first) {
            // A page that opens late acts on the latest "ready" only (the counselor); the student's page has
            // just said it is ready, so the offer it needs is still to come.
            const from = role === 'counselor' ? signals.map((s) => s.kind).lastIndexOf('restart') : -1;
            signals = from < 0 ? [] : signals.slice(from, from + 1);
          }
          for (const signal of signals) await handle(signal);
        } catch (error) {
          console.warn('Call signals could not be read', error);
        }
      });
    },
    [appointmentId, handle, role],
  );

  // Local media, once the call is on: microphone, and the camera for a video session.
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    navigator.mediaDevices
      ?.getUserMedia({ audio: true, video: wantVideo })
      .then((stream) => {
        if (stopped) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        streamRef.current = stream;
        setLocalStream(stream);
      })
      .catch((error: Error) => {
        setMediaError(
          `Your ${wantVideo ? 'camera or microphone' : 'microphone'} could not be started (${error.name}). The other side may still see and hear nothing from you; the chat works.`,
        );
      })
      .finally(() => {
        if (stopped) return;
        mediaSettled.current = true;
        // Ready: the counselor reads what waits (a student's "ready"); the student says it is ready.
        // What waited is read first, so an answer to this "ready" is never taken for history.
        pull(true);
        queue.current = queue.current.then(() => ready());
      });
    return () => {
      stopped = true;
      mediaSettled.current = false;
      pcRef.current?.close();
      pcRef.current = null;
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
      streamRef.current = null;
      setLocalStream(null);
      setStatus('closed');
    };
  }, [active, wantVideo, pull, ready]);

  useLiveEvent(ROOM_EVENTS.signal, (event) => {
    if (active && mediaSettled.current && event.appointment === appointmentId) pull();
  });
  useLiveEvent(STREAM_RECONNECTED, () => {
    if (active && mediaSettled.current) pull();
  });

  // Reconnects by itself: a connection failed or disconnected for a few seconds asks for an ICE restart.
  useEffect(() => {
    if (!active || status !== 'reconnecting') return;
    const restart = () => {
      const pc = pcRef.current;
      if (role === 'counselor' && pc && remotePeer.current) pc.restartIce();
      else void ready();
    };
    const timer = setInterval(restart, RESTART_AFTER_MS * 3);
    const first = setTimeout(restart, RESTART_AFTER_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(first);
    };
  }, [active, status, role, ready]);

  useEffect(() => {
    if (!active) return;
    const online = () => {
      if (pcRef.current && pcRef.current.connectionState !== 'connected') setStatus('reconnecting');
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [active]);

  // Inbound bytes from getStats, so the screen (and its tests) can tell media is really flowing.
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(async () => {
      const pc = pcRef.current;
      if (!pc) return;
      const totals = { audio: 0, video: 0 };
      (await pc.getStats()).forEach((report) => {
        if (report.type === 'inbound-rtp' && (report.kind === 'audio' || report.kind === 'video'))
          totals[report.kind as 'audio' | 'video'] += Number(report.bytesReceived ?? 0);
      });
      setInbound(totals);
    }, STATS_EVERY_MS);
    return () => clearInterval(timer);
  }, [active]);

  /** Switches the microphone or camera in the running call (replaceTrack: no renegotiation). */
  const switchDevice = useCallback(async (kind: 'audio' | 'video', deviceId: string) => {
    const fresh = await navigator.mediaDevices.getUserMedia(
      kind === 'audio'
        ? { audio: { deviceId: { exact: deviceId } } }
        : { video: { deviceId: { exact: deviceId } } },
    );
    const track = kind === 'audio' ? fresh.getAudioTracks()[0] : fresh.getVideoTracks()[0];
    if (!track) return;
    const stream = streamRef.current ?? new MediaStream();
    const old = kind === 'audio' ? stream.getAudioTracks()[0] : stream.getVideoTracks()[0];
    if (old) {
      track.enabled = old.enabled;
      stream.removeTrack(old);
      old.stop();
    }
    stream.addTrack(track);
    streamRef.current = stream;
    const transceiver = pcRef.current
      ?.getTransceivers()
      .find((t) => t.receiver.track.kind === kind && t.currentDirection !== 'stopped');
    if (transceiver) await transceiver.sender.replaceTrack(track);
    setLocalStream(new MediaStream(stream.getTracks()));
  }, []);

  return {
    status: (!active
      ? 'idle'
      : status === 'idle' || status === 'closed'
        ? 'connecting'
        : status) as CallStatus,
    localStream,
    remoteStream,
    mediaError,
    inbound,
    switchDevice,
  };
}
