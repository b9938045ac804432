/** What the edge's health probe asks an origin node's shell server (nginx answers it). */
export const ORIGIN_READY_PATH = '/__origin/ready';

/**
 * The file in a node's state folder that nginx answers the probe with: present only while the
 * node serves the revision of the site's state the release service has (decision 392).
 */
export const ORIGIN_READY_FILE = 'origin-ready.json';
