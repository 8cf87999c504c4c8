// The content console's texts (docs/admin.md, 'Content and terms'). Server, web and tests import
// them from here.
export const contentMessages = {
  titleRequired: 'Please enter a title.',
  slugInvalid: 'Use lower-case words joined by hyphens, for example my-first-post.',
  extractRequired: 'Please enter a short extract for the blog list.',
  nameRequired: "Please enter the student's name.",
  textRequired: 'Please enter the text.',
  questionRequired: 'Please enter the question.',
  headlineRequired: 'Please enter a headline.',
  imagePathInvalid: 'Use an image of the site, for example /images/tutorial-1.svg.',
  termsRequired: 'Please enter the terms.',
  /** 409: the slug of another post. */
  blogSlugTaken: 'Another post already uses this address. Choose another slug.',
  /** 409: a testimonial's name is its identity in the catalogue. */
  testimonialNameTaken: 'Another testimonial already has this name.',
  pageNotFound: 'There is no such page.',
  blogNotFound: 'There is no such blog post.',
  testimonialNotFound: 'There is no such testimonial.',
  faqPageMissing: 'The FAQ page has not been added yet, so there are no FAQs to edit.',
  tutorialMissing: 'The tutorial has not been added yet.',
  saved: 'Saved. Visitors see the change on their next visit.',
  draftSaved: 'Draft saved. Members do not see it until it is published.',
  /** After POST /api/admin/terms; {version} is the new version. */
  termsPublished: 'Terms version {version} published. Members will be asked to agree again.',
  termsPublishConfirm:
    'Publish these terms as a new version? Every member will be asked to agree to them.',
  previewEmpty: 'Nothing to preview yet.',
  /** Shown beside an item edited in the console: the catalogue refresh leaves it alone. */
  editedInConsole: 'Edited in the console: the catalogue files no longer overwrite it.',
} as const;
