import type { BulkResourceAction } from '../../../../common/schemas/resources';

/** Each bulk action's button, its past tense and its failure toasts (spec 3 §8 "Resources"). */
export const BULK: Record<BulkResourceAction, { label: string; done: string; none: string; failed: string }> =
  {
    publish: {
      label: 'Publish',
      done: 'published',
      none: 'Failed to publish any resources',
      failed: 'Bulk publish operation failed',
    },
    unpublish: {
      label: 'Unpublish',
      done: 'unpublished',
      none: 'Failed to unpublish any resources',
      failed: 'Bulk unpublish operation failed',
    },
    feature: {
      label: 'Feature',
      done: 'featured',
      none: 'Failed to feature any resources',
      failed: 'Bulk feature operation failed',
    },
    unfeature: {
      label: 'Unfeature',
      done: 'unfeatured',
      none: 'Failed to unfeature any resources',
      failed: 'Bulk unfeature operation failed',
    },
    delete: {
      label: 'Delete',
      done: 'deleted',
      none: 'Failed to delete any resources',
      failed: 'Bulk delete operation failed',
    },
  };
