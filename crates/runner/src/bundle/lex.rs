//! A Rust lexer just precise enough for the bundler: it must never mistake the inside of a
//! string, a character literal or a comment for code, and it must tell doc comments from plain
//! ones. Tokens are byte spans into the source, so every edit keeps the rest of the text as it was.
//!
//! Punctuation is one character per token except `::`, `->` and `=>`, so that paths are easy to
//! match and an arrow is never taken for a closing angle bracket.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Space,
    /// `// ...` or `/* ... */` (also `////...` and `/***...`, which are not docs).
    Comment,
    /// `/// ...` or `/** ... */`.
    OuterDoc,
    /// `//! ...` or `/*! ... */`.
    InnerDoc,
    /// Identifiers, keywords, `_` and raw identifiers (`r#type`).
    Ident,
    /// `'a`, `'static`, and loop labels.
    Lifetime,
    /// Numbers, characters, strings of every flavour (byte, C, raw), with any suffix.
    Literal,
    Punct,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    pub kind: Kind,
    pub start: usize,
    pub end: usize,
}

impl Token {
    pub fn text<'a>(&self, source: &'a str) -> &'a str {
        &source[self.start..self.end]
    }

    /// Anything but whitespace and comments (doc comments included).
    pub fn is_significant(&self) -> bool {
        !matches!(
            self.kind,
            Kind::Space | Kind::Comment | Kind::OuterDoc | Kind::InnerDoc
        )
    }
}

/// Splits `source` into tokens covering every byte, or says where a literal or comment is left
/// open.
pub fn lex(source: &str) -> Result<Vec<Token>, String> {
    let mut lexer = Lexer {
        source,
        bytes: source.as_bytes(),
        position: 0,
    };
    let mut tokens = Vec::new();
    while lexer.position < source.len() {
        let start = lexer.position;
        let kind = lexer.next_kind()?;
        tokens.push(Token {
            kind,
            start,
            end: lexer.position,
        });
    }
    Ok(tokens)
}

struct Lexer<'a> {
    source: &'a str,
    bytes: &'a [u8],
    position: usize,
}

fn is_ident_start(c: char) -> bool {
    c == '_' || c.is_alphabetic()
}

fn is_ident_continue(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

impl Lexer<'_> {
    fn peek_char(&self, offset: usize) -> Option<char> {
        self.source.get(self.position + offset..)?.chars().next()
    }

    fn byte(&self, offset: usize) -> Option<u8> {
        self.bytes.get(self.position + offset).copied()
    }

    fn line(&self, at: usize) -> usize {
        self.source[..at].matches('\n').count() + 1
    }

    fn error(&self, at: usize, what: &str) -> String {
        format!("line {}: {what}", self.line(at))
    }

    fn next_kind(&mut self) -> Result<Kind, String> {
        let c = self.peek_char(0).expect("called with input left");
        let start = self.position;
        if c.is_whitespace() {
            while self.peek_char(0).is_some_and(char::is_whitespace) {
                self.position += self.peek_char(0).map_or(1, char::len_utf8);
            }
            return Ok(Kind::Space);
        }
        if self.source[start..].starts_with("//") {
            let rest = &self.source[start..];
            let end = rest.find('\n').unwrap_or(rest.len());
            self.position += end;
            let body = &rest[..end];
            return Ok(if body.starts_with("///") && !body.starts_with("////") {
                Kind::OuterDoc
            } else if body.starts_with("//!") {
                Kind::InnerDoc
            } else {
                Kind::Comment
            });
        }
        if self.source[start..].starts_with("/*") {
            return self.block_comment();
        }
        if c == '"' {
            self.position += 1;
            self.quoted(b'"', start)?;
            self.suffix();
            return Ok(Kind::Literal);
        }
        if c == '\'' {
            return self.quote_or_lifetime();
        }
        if c.is_ascii_digit() {
            self.number();
            return Ok(Kind::Literal);
        }
        if is_ident_start(c) {
            return self.ident_or_prefixed_literal();
        }
        let two = self.source.get(start..start + 2);
        if matches!(two, Some("::" | "->" | "=>")) {
            self.position += 2;
        } else {
            self.position += c.len_utf8();
        }
        Ok(Kind::Punct)
    }

    fn block_comment(&mut self) -> Result<Kind, String> {
        let start = self.position;
        let rest = &self.source[start..];
        let kind =
            if rest.starts_with("/**") && !rest.starts_with("/***") && !rest.starts_with("/**/") {
                Kind::OuterDoc
            } else if rest.starts_with("/*!") {
                Kind::InnerDoc
            } else {
                Kind::Comment
            };
        self.position += 2;
        let mut depth = 1;
        while depth > 0 {
            match (self.byte(0), self.byte(1)) {
                (Some(b'/'), Some(b'*')) => {
                    depth += 1;
                    self.position += 2;
                }
                (Some(b'*'), Some(b'/')) => {
                    depth -= 1;
                    self.position += 2;
                }
                (Some(_), _) => self.position += 1,
                (None, _) => return Err(self.error(start, "a block comment is never closed")),
            }
        }
        Ok(kind)
    }

    /// Consumes up to and including the closing `close`, honouring backslash escapes.
    fn quoted(&mut self, close: u8, start: usize) -> Result<(), String> {
        loop {
            match self.byte(0) {
                Some(b'\\') => self.position += 2,
                Some(b) if b == close => {
                    self.position += 1;
                    return Ok(());
                }
                Some(_) => self.position += 1,
                None => return Err(self.error(start, "a string or character is never closed")),
            }
        }
    }

    /// After the `r` (or `br`, `cr`): `#`* `"` ... `"` `#`*.
    fn raw_string(&mut self, start: usize) -> Result<(), String> {
        let mut hashes = 0;
        while self.byte(0) == Some(b'#') {
            hashes += 1;
            self.position += 1;
        }
        debug_assert_eq!(self.byte(0), Some(b'"'));
        self.position += 1;
        let terminator = format!("\"{}", "#".repeat(hashes));
        match self.source[self.position..].find(&terminator) {
            Some(offset) => {
                self.position += offset + terminator.len();
                Ok(())
            }
            None => Err(self.error(start, "a raw string is never closed")),
        }
    }

    fn suffix(&mut self) {
        if self.peek_char(0).is_some_and(is_ident_start) {
            while self.peek_char(0).is_some_and(is_ident_continue) {
                self.position += self.peek_char(0).map_or(1, char::len_utf8);
            }
        }
    }

    fn quote_or_lifetime(&mut self) -> Result<Kind, String> {
        let start = self.position;
        self.position += 1;
        match self.peek_char(0) {
            Some('\\') => {
                self.quoted(b'\'', start)?;
                self.suffix();
                Ok(Kind::Literal)
            }
            Some(c) if self.source[self.position + c.len_utf8()..].starts_with('\'') => {
                self.position += c.len_utf8() + 1;
                self.suffix();
                Ok(Kind::Literal)
            }
            Some(c) if is_ident_start(c) => {
                if self.source[self.position..].starts_with("r#") {
                    self.position += 2;
                }
                while self.peek_char(0).is_some_and(is_ident_continue) {
                    self.position += self.peek_char(0).map_or(1, char::len_utf8);
                }
                Ok(Kind::Lifetime)
            }
            _ => Err(self.error(start, "a character literal is never closed")),
        }
    }

    fn number(&mut self) {
        let start = self.position;
        self.word();
        let hex_or_binary = matches!(self.source.get(start..start + 2), Some("0x" | "0b" | "0o"));
        if self.byte(0) == Some(b'.') && self.byte(1).is_some_and(|b| b.is_ascii_digit()) {
            self.position += 1;
            self.word();
        }
        // `1e-3`, but not `1usize-1`.
        let mantissa = &self.bytes[start..self.position - 1];
        let exponent = !hex_or_binary
            && matches!(self.bytes[self.position - 1], b'e' | b'E')
            && mantissa
                .iter()
                .all(|&b| b.is_ascii_digit() || b == b'_' || b == b'.');
        if exponent && matches!(self.byte(0), Some(b'+' | b'-')) {
            self.position += 1;
            self.word();
        }
    }

    fn word(&mut self) {
        while self
            .byte(0)
            .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_')
        {
            self.position += 1;
        }
    }

    fn ident_or_prefixed_literal(&mut self) -> Result<Kind, String> {
        let start = self.position;
        while self.peek_char(0).is_some_and(is_ident_continue) {
            self.position += self.peek_char(0).map_or(1, char::len_utf8);
        }
        let word = &self.source[start..self.position];
        let next = self.byte(0);
        match (word, next) {
            ("b" | "c", Some(b'"')) => {
                self.position += 1;
                self.quoted(b'"', start)?;
                self.suffix();
                Ok(Kind::Literal)
            }
            ("b", Some(b'\'')) => {
                self.position += 1;
                self.quoted(b'\'', start)?;
                self.suffix();
                Ok(Kind::Literal)
            }
            ("r" | "br" | "cr", Some(b'"')) => {
                self.raw_string(start)?;
                self.suffix();
                Ok(Kind::Literal)
            }
            ("r" | "br" | "cr", Some(b'#')) => {
                let hashes = self.source[self.position..]
                    .bytes()
                    .take_while(|&b| b == b'#')
                    .count();
                if self.byte(hashes) == Some(b'"') {
                    self.raw_string(start)?;
                    self.suffix();
                    Ok(Kind::Literal)
                } else if word == "r"
                    && hashes == 1
                    && self.peek_char(1).is_some_and(is_ident_start)
                {
                    // A raw identifier: `r#type`.
                    self.position += 1;
                    while self.peek_char(0).is_some_and(is_ident_continue) {
                        self.position += self.peek_char(0).map_or(1, char::len_utf8);
                    }
                    Ok(Kind::Ident)
                } else {
                    Ok(Kind::Ident)
                }
            }
            _ => Ok(Kind::Ident),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(source: &str) -> Vec<(Kind, &str)> {
        lex(source)
            .unwrap()
            .into_iter()
            .filter(|t| t.kind != Kind::Space)
            .map(|t| (t.kind, t.text(source)))
            .collect()
    }

    #[test]
    fn tells_doc_comments_from_plain_ones() {
        let source = "/// outer\n//! inner\n// plain\n//// plain too\n/** outer */ /*! inner */ \
                      /* plain */ /*** plain */ /**/";
        let found: Vec<Kind> = kinds(source).into_iter().map(|(k, _)| k).collect();
        use Kind::*;
        assert_eq!(
            found,
            [OuterDoc, InnerDoc, Comment, Comment, OuterDoc, InnerDoc, Comment, Comment, Comment]
        );
    }

    #[test]
    fn nested_block_comments_end_at_their_own_close() {
        assert_eq!(
            kinds("/* a /* b */ c */ x"),
            [(Kind::Comment, "/* a /* b */ c */"), (Kind::Ident, "x")]
        );
    }

    // The mistakes that would corrupt a bundle: code-like text inside literals taken for code.
    #[test]
    fn literals_hide_what_looks_like_code() {
        let literals = [
            "\"#[cfg(test)] // x\"",
            "r#\"\" /// \"#",
            "b'\"'",
            "'\"'",
            "'\\''",
            "br##\"}\"#\"##",
            "c\"{\"",
            "\"\\\" }\"",
        ];
        let source = format!("a({})", literals.join(", "));
        let found = kinds(&source);
        let found_literals: Vec<&str> = found
            .iter()
            .filter(|(k, _)| *k == Kind::Literal)
            .map(|(_, t)| *t)
            .collect();
        assert_eq!(found_literals, literals);
        assert_eq!(found.last(), Some(&(Kind::Punct, ")")));
    }

    #[test]
    fn lifetimes_labels_and_chars() {
        assert_eq!(
            kinds("&'a str 'outer: loop {} 'x' '\\u{1F600}' 'é'"),
            [
                (Kind::Punct, "&"),
                (Kind::Lifetime, "'a"),
                (Kind::Ident, "str"),
                (Kind::Lifetime, "'outer"),
                (Kind::Punct, ":"),
                (Kind::Ident, "loop"),
                (Kind::Punct, "{"),
                (Kind::Punct, "}"),
                (Kind::Literal, "'x'"),
                (Kind::Literal, "'\\u{1F600}'"),
                (Kind::Literal, "'é'"),
            ]
        );
    }

    #[test]
    fn paths_arrows_numbers_and_raw_identifiers() {
        assert_eq!(
            kinds("$crate::a::<u8>() -> x => 1..2 1.5e-3 0xffu64 r#type"),
            [
                (Kind::Punct, "$"),
                (Kind::Ident, "crate"),
                (Kind::Punct, "::"),
                (Kind::Ident, "a"),
                (Kind::Punct, "::"),
                (Kind::Punct, "<"),
                (Kind::Ident, "u8"),
                (Kind::Punct, ">"),
                (Kind::Punct, "("),
                (Kind::Punct, ")"),
                (Kind::Punct, "->"),
                (Kind::Ident, "x"),
                (Kind::Punct, "=>"),
                (Kind::Literal, "1"),
                (Kind::Punct, "."),
                (Kind::Punct, "."),
                (Kind::Literal, "2"),
                (Kind::Literal, "1.5e-3"),
                (Kind::Literal, "0xffu64"),
                (Kind::Ident, "r#type"),
            ]
        );
    }

    #[test]
    fn tokens_cover_every_byte() {
        let source = "fn f() { let s = \"é\"; } // ü\n";
        let tokens = lex(source).unwrap();
        assert_eq!(tokens.first().unwrap().start, 0);
        assert_eq!(tokens.last().unwrap().end, source.len());
        assert!(tokens.windows(2).all(|w| w[0].end == w[1].start));
    }

    #[test]
    fn unterminated_literals_are_reported_with_their_line() {
        assert_eq!(
            lex("a\n\"open").unwrap_err(),
            "line 2: a string or character is never closed"
        );
        assert!(lex("/* open").unwrap_err().contains("never closed"));
    }
}
