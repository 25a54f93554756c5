/** Fixture for runEsmScript.test.ts: an ES module that fails with a message on stderr. */
process.stderr.write('the fixture failed on purpose\n');
process.exit(3);
