export const helper = 'helper';
