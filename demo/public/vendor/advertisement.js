/* Ad-block bait (runtime/adblock/detect.ts): an empty script at an address ad blockers' filter lists refuse. */
