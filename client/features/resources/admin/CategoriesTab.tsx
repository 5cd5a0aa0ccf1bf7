import { LIMITS } from '../../../../common/limits';
import {
  RESOURCE_MESSAGES,
  type ResourceCategoryCreateInput,
  resourceCategoryCreateSchema,
} from '../../../../common/schemas/resources';
import type { ResourceCategory } from '../../../../common/schemas/resources-shapes';
import {
  type ContentCategoriesConfig,
  ContentCategoriesTab,
} from '../../../components/content-categories-tab';
import { useDeleteResourceCategory, useSaveResourceCategory } from './api';

const CONFIG: ContentCategoriesConfig<ResourceCategory, ResourceCategoryCreateInput> = {
  items: 'resources',
  listLabel: 'Resource categories',
  count: (category) => category.resources_count,
  holdsItemsMessage: RESOURCE_MESSAGES.categoryHoldsResources,
  dialogDescription: "Categories group the resources in the library's filters.",
  failed: (action) => `Failed to ${action} category. Please try again.`,
  defaultIcon: 'BookOpen',
  limits: {
    nameMax: LIMITS.resources.categoryNameMax,
    descriptionMax: LIMITS.resources.categoryDescriptionMax,
  },
  schema: resourceCategoryCreateSchema,
  useSave: useSaveResourceCategory,
  useDelete: useDeleteResourceCategory,
};

/** The Categories tab (spec 3 §2.6): a card per category, create, edit, and delete once it holds no resources. */
export function ResourceCategoriesTab({
  categories,
  loading,
}: {
  categories: ResourceCategory[];
  loading: boolean;
}) {
  return <ContentCategoriesTab categories={categories} loading={loading} config={CONFIG} />;
}
