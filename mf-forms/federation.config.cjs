module.exports = {
  name: 'forms',
  exposes: {
    './FormBlock': './src/pages/FormBlock.tsx',
    './JobApplicationForm': './src/pages/JobApplicationForm.tsx',
  },
};
