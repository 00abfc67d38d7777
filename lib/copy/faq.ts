/** A question and its answer, as fixed copy writes them; components/content/disclosure-items.tsx renders them. */
export interface FaqEntry {
  question: string;
  answer: string;
}
