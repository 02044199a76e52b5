const WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** How the texts say a count: in words up to twelve ("eight"), then in digits ("1,024"), as style guides ask. */
export const inWords = (count: number): string => WORDS[count] ?? count.toLocaleString("en");
