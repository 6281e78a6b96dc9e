//! Words for `input!`: a grid row, a name, a move written as letters.

use super::error::bad_input;
use proconio::source::{Readable, Source};
use std::io::BufRead;

/// Reads the next token as its bytes for proconio's `input!`, as `proconio::marker::Bytes` does,
/// but a missing token stops the program with the one-line bad-input error (see [`bad_input`])
/// instead of proconio's panic. Tokens are limited to the scanner's 64 bytes.
///
/// ```
/// use common::io::{Num, Scanner, Word};
/// use proconio::input;
///
/// let mut scanner = Scanner::new("2\r\n#.\n.#".as_bytes());
/// input! { from &mut scanner, n: Num<usize>, rows: [Word; n] }
/// assert_eq!(rows, [b"#.".to_vec(), b".#".to_vec()]);
/// ```
pub enum Word {}

impl Readable for Word {
    type Output = Vec<u8>;

    fn read<R: BufRead, S: Source<R>>(source: &mut S) -> Vec<u8> {
        match source.next_token() {
            Some(token) => token.as_bytes().to_vec(),
            None => bad_input("the input ended where a word was expected"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::testing::error_of;
    use crate::io::{Num, Scanner};
    use proconio::input;

    #[test]
    fn reads_words_between_any_whitespace() {
        let mut scanner = Scanner::new(&b" ab\tc\r\n\r\nd-e_f"[..]);
        input! { from &mut scanner, words: [Word; 3] }
        assert_eq!(words, [&b"ab"[..], b"c", b"d-e_f"]);
        assert!(scanner.is_empty());
    }

    /// proconio's own `Bytes` panics here with "failed to get the next token".
    #[test]
    fn names_the_line_where_the_input_ended() {
        let message = error_of(|| {
            input! { from Scanner::new(&b"3\r\n#.#\n.#."[..]), n: Num<usize>, _rows: [Word; n] }
        });
        assert_eq!(message, "line 3: the input ended where a word was expected");
    }

    #[test]
    fn names_bytes_that_are_not_text() {
        let message = error_of(|| {
            input! { from Scanner::new(&b"ok \xff\xfe"[..]), _words: [Word; 2] }
        });
        assert_eq!(
            message,
            r#"line 1: read bytes that are not text ("\xff\xfe"), where a number or a word was expected"#
        );
    }
}
