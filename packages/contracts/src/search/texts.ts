import { defineTexts } from '../common/texts.js';

export const SearchTexts = defineTexts({
  /** my_pins and my_content search the viewer's own Pins. */
  loginToSearchYours: 'Log in to search your Pins',
  badSignature: 'query_pin_sigs must be image signatures.',
});
