/**
 * Drupal could not be read: unreachable, an error answer, or not JSON:API. Not bad content, and
 * no build either: the message names the address, for whoever runs the site's Drupal.
 */
export class DrupalError extends Error {
  constructor(message: string) {
    super(`Drupal: ${message}`);
    this.name = 'DrupalError';
  }
}
