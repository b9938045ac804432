module.exports = {
  name: 'forms',
  exposes: {
    './FormBlock': './src/pages/FormBlock.tsx',
  },
};
