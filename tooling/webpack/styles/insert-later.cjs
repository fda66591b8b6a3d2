// style-loader's `insert` for the browser builds (docs/adr/0184): the element is not put into the
// page here, before it has its text; style-tag-transform.cjs puts it in once it knows whether the
// server's HTML already carries the same stylesheet.
module.exports = function insertLater() {};
