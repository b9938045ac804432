/** Remotes live on their own origins, so every app answers cross-origin script requests. */
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

module.exports = { corsHeaders };
