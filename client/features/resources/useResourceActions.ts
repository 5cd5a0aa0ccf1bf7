import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Resource } from '../../../common/schemas/resources-shapes';
import { isApiError } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { useAccessResource, useToggleResourceBookmark } from './api';
import { safeResourceUrl, shareLink } from './format';

export interface ResourceActions {
  /**
   * Counts the view (or the download) on the server and opens the address it answers in a new tab, without
   * giving that tab a way back to the hub (`noopener,noreferrer`); `fallback` is the link's own address.
   */
  access: (resource: Resource, fallback: string) => void;
  /** `removing`: from My Bookmarks, where the resource then leaves the list. */
  toggleBookmark: (resource: Resource, options?: { removing?: boolean }) => void;
  share: (resource: Resource) => void;
  /** The resource whose bookmark is being changed, if any. */
  bookmarking: number | null;
}

function serverMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.fromServer ? error.message : fallback;
}

/** What every resource card and the details dialog can do, with the spec's toasts (spec 3 §8 "Resources"). */
export function useResourceActions(): ResourceActions {
  const queryClient = useQueryClient();
  const accessCall = useAccessResource();
  const bookmarkCall = useToggleResourceBookmark();
  const [bookmarking, setBookmarking] = useState<number | null>(null);

  return {
    access: (resource, fallback) => {
      accessCall.mutate(resource.id, {
        onSuccess: (result) => {
          const url = safeResourceUrl(result.url) ?? fallback;
          window.open(url, '_blank', 'noopener,noreferrer');
          toast.success(
            result.action === 'download' ? `${resource.title} download started` : `Opening ${resource.title}`,
          );
        },
        onError: (error) => {
          // A resource withdrawn meanwhile stays closed; when only the count failed, the link still opens.
          if (isApiError(error) && (error.status === 403 || error.status === 404)) {
            toast.error(serverMessage(error, 'Failed to access resource'));
            return;
          }
          window.open(fallback, '_blank', 'noopener,noreferrer');
        },
      });
    },
    toggleBookmark: (resource, options = {}) => {
      setBookmarking(resource.id);
      bookmarkCall.mutate(resource.id, {
        onSuccess: ({ bookmarked }) => {
          if (options.removing) {
            toast.success('Bookmark removed successfully');
            void queryClient.invalidateQueries({ queryKey: queryKeys.resources.bookmarks });
            return;
          }
          toast.success(bookmarked ? 'Resource bookmarked!' : 'Bookmark removed');
        },
        onError: (error) =>
          toast.error(
            serverMessage(
              error,
              options.removing ? 'Failed to remove bookmark' : 'Failed to toggle bookmark. Please try again.',
            ),
          ),
        onSettled: () => setBookmarking(null),
      });
    },
    share: (resource) => {
      const link = shareLink(resource.id);
      const copied = navigator.clipboard?.writeText(link);
      if (!copied) {
        toast.info(`Copy this link to share it: ${link}`);
        return;
      }
      copied.then(
        () => toast.success('Link copied to the clipboard'),
        () => toast.info(`Copy this link to share it: ${link}`),
      );
    },
    bookmarking,
  };
}
