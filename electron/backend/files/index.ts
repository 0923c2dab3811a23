// Reading and writing the navigator's files: bounded reads, atomic writes, problems in words.
export { writeFileAtomic } from './atomic-write';
export { MAX_ROUTE_FILE_BYTES, readFileBounded } from './bounded-read';
export { FileProblem, fileProblemFrom } from './file-problem';
export { isSameFile, refuseOverwritingInput } from './same-file';
