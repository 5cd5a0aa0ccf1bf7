import { LIMITS } from '../../../../common/limits';
import {
  HELP_MESSAGES,
  type HelpCategoryCreateInput,
  helpCategoryCreateSchema,
} from '../../../../common/schemas/help';
import type { HelpCategory } from '../../../../common/schemas/help-shapes';
import {
  type ContentCategoriesConfig,
  ContentCategoriesTab,
} from '../../../components/content-categories-tab';
import { useDeleteCategory, useSaveCategory } from './api';

const CONFIG: ContentCategoriesConfig<HelpCategory, HelpCategoryCreateInput> = {
  items: 'FAQs',
  listLabel: 'Categories',
  count: (category) => category.faqs_count,
  holdsItemsMessage: HELP_MESSAGES.categoryHoldsFaqs,
  dialogDescription: "Categories group the FAQs in the Help Center's sidebar.",
  failed: (action) => `Failed to ${action} category`,
  defaultIcon: 'HelpCircle',
  limits: { nameMax: LIMITS.help.categoryNameMax, descriptionMax: LIMITS.help.categoryDescriptionMax },
  schema: helpCategoryCreateSchema,
  useSave: useSaveCategory,
  useDelete: useDeleteCategory,
};

/** Category Management (spec 3 §2.2): a card per category, create, edit, and delete once it holds no FAQs. */
export function CategoriesTab({ categories, loading }: { categories: HelpCategory[]; loading: boolean }) {
  return <ContentCategoriesTab categories={categories} loading={loading} config={CONFIG} />;
}
