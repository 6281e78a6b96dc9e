//! Reading and writing judge inputs: tokens split on whitespace as C's `scanf` does, numbers
//! checked strictly, and the reasons an input lies outside a statement.

/// The whitespace bytes of C's `isspace`, which the judges' reference solutions read with.
pub fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// Whitespace-separated tokens of a judge input, read as non-negative integers.
pub struct Tokens<'a> {
    rest: &'a [u8],
    line: usize,
}

impl<'a> Tokens<'a> {
    pub fn new(input: &'a [u8]) -> Self {
        Tokens {
            rest: input,
            line: 1,
        }
    }

    fn skip_space(&mut self) {
        while let Some((&byte, rest)) = self.rest.split_first() {
            if !is_space(byte) {
                break;
            }
            if byte == b'\n' {
                self.line += 1;
            }
            self.rest = rest;
        }
    }

    /// The line of the next token (1 for the first).
    pub fn line(&mut self) -> usize {
        self.skip_space();
        self.line
    }

    /// True when only whitespace is left.
    pub fn is_empty(&mut self) -> bool {
        self.skip_space();
        self.rest.is_empty()
    }

    /// The next token, or `None` at the end of the input.
    pub fn token(&mut self) -> Option<&'a [u8]> {
        self.skip_space();
        if self.rest.is_empty() {
            return None;
        }
        let end = self
            .rest
            .iter()
            .position(|&b| is_space(b))
            .unwrap_or(self.rest.len());
        let (token, rest) = self.rest.split_at(end);
        self.rest = rest;
        Some(token)
    }

    /// The next token as a non-negative decimal integer; `what` names it in the error.
    pub fn number(&mut self, what: &str) -> Result<u64, String> {
        self.skip_space();
        let line = self.line;
        let Some(token) = self.token() else {
            return Err(format!(
                "line {line}: the input ends where {what} was expected"
            ));
        };
        let text = String::from_utf8_lossy(token);
        if token.is_empty() || !token.iter().all(u8::is_ascii_digit) {
            return Err(format!(
                "line {line}: {what} is {text:?}, not a non-negative integer"
            ));
        }
        text.parse::<u64>()
            .map_err(|_| format!("line {line}: {what} is {text}, beyond 64 bits"))
    }
}

impl Tokens<'_> {
    /// The next token as a word (its letters are the statement's to check); `what` names it
    /// in the error.
    pub fn word(&mut self, what: &str) -> Result<String, String> {
        self.skip_space();
        let line = self.line;
        let token = self
            .token()
            .ok_or_else(|| format!("line {line}: the input ends where {what} was expected"))?;
        Ok(String::from_utf8_lossy(token).into_owned())
    }
}

/// The first reason an input lies outside its statement, if any.
#[derive(Default)]
pub struct Outside(Option<String>);

impl Outside {
    /// Records `reason()` unless `within` holds (only the first reason is kept).
    pub fn check(&mut self, within: bool, reason: impl FnOnce() -> String) {
        if !within && self.0.is_none() {
            self.0 = Some(reason());
        }
    }

    /// Records that tokens follow the input's last case (the judge sends none).
    pub fn no_trailing_tokens(&mut self, tokens: &mut Tokens) {
        let empty = tokens.is_empty();
        self.check(empty, || "tokens follow the last case".to_string());
    }

    pub fn into_reason(self) -> Option<String> {
        self.0
    }
}

/// Numbers separated by single spaces.
pub fn join(values: &[u64]) -> String {
    let mut line = String::new();
    for (i, value) in values.iter().enumerate() {
        if i > 0 {
            line.push(' ');
        }
        line.push_str(&value.to_string());
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_on_c_whitespace_and_counts_lines() {
        let mut tokens = Tokens::new(b" 12\r\n\t7\x0b8\x0c\n x");
        assert_eq!(tokens.number("a"), Ok(12));
        assert_eq!(tokens.number("b"), Ok(7));
        assert_eq!(tokens.number("c"), Ok(8));
        assert_eq!(
            tokens.number("d"),
            Err("line 3: d is \"x\", not a non-negative integer".into())
        );
        assert_eq!(
            tokens.number("e"),
            Err("line 3: the input ends where e was expected".into())
        );
    }

    #[test]
    fn rejects_signs_and_numbers_beyond_64_bits() {
        for bad in ["-1", "+1", "1e3", "18446744073709551616"] {
            assert!(Tokens::new(bad.as_bytes()).number("n").is_err(), "{bad}");
        }
        assert_eq!(
            Tokens::new(b"18446744073709551615").number("n"),
            Ok(u64::MAX)
        );
        assert_eq!(Tokens::new(b"007").number("n"), Ok(7));
    }
}
