/**
 * One line of text as a person types it: no line breaks, tabs or other control and format characters.
 * Names and addresses end up in mail headers, letters, print files and CSV rows, where a CR/LF would
 * start a new header or row. Shared by the account forms and the checkout, so both refuse the same.
 */
export const ONE_LINE_OF_TEXT = /^[^\p{Cc}\p{Cf}]*$/u
