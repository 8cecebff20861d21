// A stylesheet a server build imports but does not render: empty.
module.exports = function emptyLoader() {
  return '';
};
