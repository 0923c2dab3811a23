// Reading and writing the navigator's files: bounded reads, atomic writes, problems in words.
export { writeFileAtomic } from './atomic-write';
export { readFileBounded } from './bounded-read';
export { FileProblem } from './file-problem';
export { isSameFile, refuseOverwritingInput } from './same-file';
