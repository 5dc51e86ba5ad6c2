// Runs the Khronos glTF validator (npm package gltf-validator) on one .glb or
// .gltf and prints "errors N warnings N", then each error and warning. A .gltf's .bin is
// loaded from beside it. Exit 0 whatever it finds; the caller judges.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const validator = require(process.env.GLTF_VALIDATOR || 'gltf-validator');
const file = process.argv[2];
const report = await validator.validateBytes(new Uint8Array(await readFile(file)), {
    uri: path.basename(file),
    maxIssues: 0,
    externalResourceFunction: (uri) =>
        readFile(path.join(path.dirname(file), decodeURIComponent(uri))).then((data) => new Uint8Array(data)),
});
console.log(`errors ${report.issues.numErrors} warnings ${report.issues.numWarnings}`);
for (const message of report.issues.messages)
    if (message.severity <= 1)
        console.log(`${message.severity === 0 ? 'error' : 'warning'} ${message.code} ${message.pointer ?? ''}: ${message.message}`);
