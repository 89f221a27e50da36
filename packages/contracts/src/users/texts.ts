import { defineTexts } from '../common/texts.js';

export const UserTexts = defineTexts({
  /** One message for an unknown account and a wrong password: a login never says which accounts exist. */
  loginFailed: "The email or username and password you entered don't match an account.",
  emailTaken: 'An account with that email already exists.',
  usernameTaken: 'That username is taken.',
  notAdult: 'You must be at least 18 years old to sign up.',
  invalidBirthday: 'Please enter a valid birthday.',
  invalidEmail: "Hmm... that doesn't look like an email address.",
  passwordTooShort: 'Your password is too short! You need 6+ characters.',
  invalidUsername: 'Usernames can only contain letters, numbers and underscores (3 to 30 characters).',
  nameRequired: 'Please enter your name.',
  userNotFound: 'User not found.',
  cannotFollowSelf: "You can't follow yourself.",
  cannotBlockSelf: "You can't block yourself.",
  cannotFollowBlocked: "You can't follow this account.",
  businessNameRequired: 'Please enter the name of your business.',
  businessNameTooLong: 'Business names can be at most 100 characters.',
  businessNameNeedsBusiness:
    'Only a business account has a business name: send account_type "business" with it.',
  accountTypeInvalid: 'account_type can only be "business".',
});
