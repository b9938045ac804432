/**
 * A Babel plugin that removes a module's top-level `Name.displayName = "…"` statements. React
 * reads a display name only in development and in its developer tools; in a production build the
 * statement is what keeps an unused component alive, because assigning a property is a side
 * effect no minifier may drop (React Router's `NavLink`, `Form` and their helpers stayed in every
 * page for it). Assignments inside functions, or of anything but a string, are left alone.
 */
module.exports = function dropStaticDisplayNames({ types: t }) {
  return {
    name: 'drop-static-display-names',
    visitor: {
      ExpressionStatement(path) {
        if (!path.parentPath.isProgram()) return;
        const { expression } = path.node;
        if (
          t.isAssignmentExpression(expression, { operator: '=' }) &&
          t.isMemberExpression(expression.left, { computed: false }) &&
          t.isIdentifier(expression.left.object) &&
          t.isIdentifier(expression.left.property, { name: 'displayName' }) &&
          t.isStringLiteral(expression.right)
        )
          path.remove();
      },
    },
  };
};
