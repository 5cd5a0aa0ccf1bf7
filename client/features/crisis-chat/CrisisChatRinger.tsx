import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { DutyState } from '../../../common/schemas/crisis-chat';
import { CRISIS_CHAT_EVENTS } from '../../../common/schemas/crisis-chat';
import { useLiveEvent } from '../../lib/live-events';
import { crisisChatKeys, fetchWaiting, useDuty } from './api';

/** A short two-note tone through WebAudio; silent where the browser has no audio or refuses it. */
function ring(): void {
  try {
    const Audio =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Audio) return;
    const audio = new Audio();
    const gain = audio.createGain();
    gain.gain.value = 0.15;
    gain.connect(audio.destination);
    for (const [index, frequency] of [880, 660].entries()) {
      const tone = audio.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(audio.currentTime + index * 0.25);
      tone.stop(audio.currentTime + index * 0.25 + 0.2);
    }
    window.setTimeout(() => void audio.close(), 1000);
  } catch {
    // The notification (and its toast) still tell the counselor.
  }
}

/**
 * Rings a counselor on duty when a student asks for a chat: a tone and a toast (announced to screen
 * readers) with a button to the Crisis Chat desk; the notification itself arrives in the bell as usual.
 */
export function CrisisChatRinger() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useDuty();
  useLiveEvent(CRISIS_CHAT_EVENTS.waiting, () => {
    const duty = queryClient.getQueryData<DutyState>(crisisChatKeys.duty);
    void queryClient.invalidateQueries({ queryKey: crisisChatKeys.waiting });
    if (!duty?.on_duty) return;
    // The same event tells of a chat taken or escalated: ring only when one is waiting.
    void queryClient
      .fetchQuery({ queryKey: crisisChatKeys.waiting, queryFn: fetchWaiting, staleTime: 0 })
      .then(({ chats }) => {
        if (chats.length === 0) return;
        ring();
        toast.warning('A student is waiting in crisis chat', {
          id: 'crisis-chat-ring',
          description: 'The first counselor to accept takes it.',
          action: { label: 'Open Crisis Chat', onClick: () => navigate('/crisis-chat') },
          duration: 30_000,
        });
      })
      .catch(() => undefined);
  });
  return null;
}
