// How many characters a text is as the API counts them against its limits (LIMITS): code points, so an emoji or
// another character outside the basic plane (😀, 𠮷) is one, where a string's `length` made it two. The counters
// under the post and comment boxes show this, the same count as the form kit's tooLongMessage beside them.
// (The form kit keeps its own count private; were shared/forms to export it, this would be that import.)
export const charCount = (text: string): number => Array.from(text).length;
