//! Just enough structure over the tokens: matched brackets, attributes, where the item (or
//! field, statement, match arm) an attribute sits on ends, and `cfg` predicates. Where things end
//! is checked against `syn` over a thousand files of real Rust by `syntax_proof.rs`.

use super::lex::{lex, Kind, Token};
use std::collections::BTreeSet;
use std::ops::Range;

/// A source text with its significant tokens (no whitespace, no comments) and their brackets.
pub struct Code<'a> {
    pub text: &'a str,
    /// Every token, trivia included.
    pub all: Vec<Token>,
    /// The significant tokens; indices below are into this vector.
    pub tokens: Vec<Token>,
    /// For a token that opens a group, the index of the token that closes it.
    close: Vec<Option<usize>>,
    /// For a token that closes a group, the index of the token that opens it.
    open: Vec<Option<usize>>,
}

/// An attribute `#[...]` or `#![...]`: its tokens, and the tokens between its brackets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attr {
    pub tokens: Range<usize>,
    pub inner: bool,
    pub content: Range<usize>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Truth {
    True,
    False,
    /// Decided by rustc when the bundle is compiled (`unix`, `debug_assertions`, ...).
    Unknown,
}

impl<'a> Code<'a> {
    pub fn new(text: &'a str) -> Result<Code<'a>, String> {
        let all = lex(text)?;
        let tokens: Vec<Token> = all.iter().copied().filter(Token::is_significant).collect();
        let mut close = vec![None; tokens.len()];
        let mut opener_of = vec![None; tokens.len()];
        let mut open: Vec<usize> = Vec::new();
        for (index, token) in tokens.iter().enumerate() {
            if token.kind != Kind::Punct {
                continue;
            }
            let closing = match token.text(text) {
                "(" | "[" | "{" => {
                    open.push(index);
                    continue;
                }
                ")" => "(",
                "]" => "[",
                "}" => "{",
                _ => continue,
            };
            match open.pop() {
                Some(opener) if tokens[opener].text(text) == closing => {
                    close[opener] = Some(index);
                    opener_of[index] = Some(opener);
                }
                _ => {
                    let line = text[..token.start].matches('\n').count() + 1;
                    return Err(format!(
                        "line {line}: `{}` closes nothing",
                        token.text(text)
                    ));
                }
            }
        }
        if let Some(&opener) = open.last() {
            let line = text[..tokens[opener].start].matches('\n').count() + 1;
            return Err(format!("line {line}: this bracket is never closed"));
        }
        Ok(Code {
            text,
            all,
            tokens,
            close,
            open: opener_of,
        })
    }

    pub fn len(&self) -> usize {
        self.tokens.len()
    }

    /// The text of significant token `index`, or "" past the end.
    pub fn str(&self, index: usize) -> &'a str {
        self.tokens.get(index).map_or("", |t| t.text(self.text))
    }

    pub fn is(&self, index: usize, text: &str) -> bool {
        self.str(index) == text
    }

    pub fn kind(&self, index: usize) -> Option<Kind> {
        self.tokens.get(index).map(|t| t.kind)
    }

    pub fn is_ident(&self, index: usize) -> bool {
        self.kind(index) == Some(Kind::Ident)
    }

    pub fn close_of(&self, index: usize) -> Option<usize> {
        self.close.get(index).copied().flatten()
    }

    fn is_closer(&self, index: usize) -> bool {
        self.kind(index) == Some(Kind::Punct) && matches!(self.str(index), ")" | "]" | "}")
    }

    /// Byte span of the significant tokens `range` (non-empty).
    pub fn span(&self, range: Range<usize>) -> Range<usize> {
        self.tokens[range.start].start..self.tokens[range.end - 1].end
    }

    pub fn line_of(&self, index: usize) -> usize {
        let at = self.tokens.get(index).map_or(self.text.len(), |t| t.start);
        self.text[..at].matches('\n').count() + 1
    }

    /// The attribute starting at `index`, if one does.
    pub fn attribute_at(&self, index: usize) -> Option<Attr> {
        if !self.is(index, "#") {
            return None;
        }
        let inner = self.is(index + 1, "!");
        let open = index + 1 + usize::from(inner);
        if !self.is(open, "[") {
            return None;
        }
        let close = self.close_of(open)?;
        Some(Attr {
            tokens: index..close + 1,
            inner,
            content: open + 1..close,
        })
    }

    /// The outer attributes in a row from `index`.
    pub fn outer_attributes_from(&self, mut index: usize) -> Vec<Attr> {
        let mut found = Vec::new();
        while let Some(attr) = self.attribute_at(index).filter(|a| !a.inner) {
            index = attr.tokens.end;
            found.push(attr);
        }
        found
    }

    /// The attribute's name: `cfg`, `doc`, `macro_export`, ... (the first segment of its path).
    pub fn attr_name(&self, attr: &Attr) -> &'a str {
        self.str(attr.content.start)
    }

    /// The tokens inside `name( ... )` when the attribute has that form.
    pub fn attr_arguments(&self, attr: &Attr) -> Option<Range<usize>> {
        let open = attr.content.start + 1;
        if !self.is(open, "(") {
            return None;
        }
        let close = self.close_of(open)?;
        (close + 1 == attr.content.end).then_some(open + 1..close)
    }

    /// Splits `range` at its top-level commas (a trailing comma makes no empty piece).
    pub fn split_commas(&self, range: Range<usize>) -> Vec<Range<usize>> {
        let mut pieces = Vec::new();
        let mut start = range.start;
        let mut index = range.start;
        while index < range.end {
            if let Some(close) = self.close_of(index) {
                index = close + 1;
                continue;
            }
            if self.is(index, ",") {
                pieces.push(start..index);
                start = index + 1;
            }
            index += 1;
        }
        if start < range.end {
            pieces.push(start..range.end);
        }
        pieces
    }

    /// Past the visibility (`pub`, `pub(crate)`, ...) that may start at `index`, if any.
    pub fn past_visibility(&self, mut index: usize) -> usize {
        if self.is(index, "pub") {
            index += 1;
            if self.is(index, "(") {
                index = self.close_of(index).map_or(index, |c| c + 1);
            }
        }
        index
    }

    /// Where the item, statement, field, variant or match arm that starts at `start` ends
    /// (exclusive): what an attribute at `start - 1` applies to.
    pub fn thing_end(&self, start: usize) -> usize {
        let mut index = self.past_visibility(start);
        loop {
            let next = self.str(index + 1);
            match self.str(index) {
                "unsafe" | "async" => index += 1,
                "default" if matches!(next, "fn" | "impl" | "type" | "const" | "unsafe") => {
                    index += 1
                }
                "auto" if next == "trait" => index += 1,
                "const" if matches!(next, "fn" | "unsafe" | "async" | "extern") => index += 1,
                "extern" if next == "fn" => index += 1,
                "extern"
                    if self.kind(index + 1) == Some(Kind::Literal) && self.is(index + 2, "fn") =>
                {
                    index += 2
                }
                _ => break,
            }
        }
        if self.kind(index) == Some(Kind::Lifetime) && self.is(index + 1, ":") {
            // A labelled loop: `'outer: for ... {}`.
            index += 2;
        }
        match self.str(index) {
            "extern" if self.is(index + 1, "crate") => self.semicolon(index),
            "if" | "match" | "while" | "for" | "loop" => self.block_expression_end(index),
            "fn" | "mod" | "struct" | "enum" | "union" | "trait" | "impl" | "extern" => {
                self.block_or_semicolon(index)
            }
            "use" | "static" | "const" | "type" | "let" => self.semicolon(index),
            "macro_rules" if self.is(index + 1, "!") => self.macro_call_end(index + 2),
            "{" => self.close_of(index).map_or(self.len(), |c| c + 1),
            _ => match self.macro_path_end(index) {
                Some(bang) => self.macro_call_end(bang + 1),
                None => self.fallback_end(start),
            },
        }
    }

    /// An expression that ends with a block (`if` with its `else`s, `match`, `while`, `for`,
    /// `loop`), as a statement or an argument: past its last block, and a `;` or `,` after it.
    fn block_expression_end(&self, keyword: usize) -> usize {
        let at = self.past_blocks(keyword);
        at + usize::from(matches!(self.str(at), ";" | ","))
    }

    /// Past the last block of the block expression at `keyword`. Its head holds no `{` outside
    /// brackets (Rust forbids a struct literal there) but those of block expressions of its own
    /// (`if match x { .. } { .. }`).
    fn past_blocks(&self, keyword: usize) -> usize {
        let mut at = keyword + 1;
        loop {
            while at < self.len() && !self.is(at, "{") {
                if self.is_closer(at) {
                    return at;
                }
                at = match self.str(at) {
                    "if" | "match" | "while" | "for" | "loop" => self.past_blocks(at),
                    "unsafe" if self.is(at + 1, "{") => {
                        self.close_of(at + 1).map_or(self.len(), |close| close + 1)
                    }
                    _ => self.close_of(at).map_or(at + 1, |close| close + 1),
                };
            }
            let Some(close) = self.close_of(at) else {
                return self.len();
            };
            at = close + 1;
            if !(self.is(keyword, "if") && self.is(at, "else")) {
                return at;
            }
            // `else if ...` is a block expression of its own; `else { ... }` is the last block.
            at += 1;
            if self.is(at, "if") {
                return self.past_blocks(at);
            }
        }
    }

    /// After a path `a::b` followed by `!` at `index`: the index of the `!`.
    fn macro_path_end(&self, mut index: usize) -> Option<usize> {
        if self.is(index, "::") {
            index += 1;
        }
        loop {
            if !self.is_ident(index) {
                return None;
            }
            index += 1;
            match self.str(index) {
                "::" => index += 1,
                "!" => return Some(index),
                _ => return None,
            }
        }
    }

    /// `group` is the delimited body of a macro call (after an optional name for `macro_rules!`).
    fn macro_call_end(&self, mut group: usize) -> usize {
        if self.is_ident(group) {
            group += 1;
        }
        let Some(close) = self.close_of(group) else {
            return self.semicolon(group);
        };
        if self.is(group, "{") {
            close + 1
        } else if matches!(self.str(close + 1), ";" | ",") {
            close + 2
        } else {
            close + 1
        }
    }

    /// Up to the first top-level `{ ... }` group (included) or `;` (included), or the end of
    /// the enclosing group: an item with a body, or one ended by a semicolon.
    fn block_or_semicolon(&self, index: usize) -> usize {
        self.statement_end(index, true)
    }

    /// Up to the first top-level `;` (included), or the end of the enclosing group.
    fn semicolon(&self, index: usize) -> usize {
        self.statement_end(index, false)
    }

    fn statement_end(&self, mut index: usize, block_ends: bool) -> usize {
        while index < self.len() {
            if block_ends && self.is(index, "{") {
                return self.close_of(index).map_or(self.len(), |c| c + 1);
            }
            if let Some(close) = self.close_of(index) {
                index = close + 1;
                continue;
            }
            if self.is_closer(index) {
                return index;
            }
            if self.is(index, ";") {
                return index + 1;
            }
            index += 1;
        }
        index
    }

    /// A field, variant, parameter, expression or match arm: up to a top-level `,` or `;`
    /// (included), or the end of the enclosing group. A `,` inside `<...>` is not top-level, so
    /// those count as groups where they are generics: everywhere in the fields of a struct,
    /// union or variant and in a function's parameters (types), and in expressions after `::`
    /// (`g::<u8, u16>()`) or where no operand precedes them (`<T as Tr>::f()`), which tells them
    /// from `a < b`.
    fn fallback_end(&self, start: usize) -> usize {
        let mut index = self.past_visibility(start);
        let types = self
            .enclosing(start)
            .is_some_and(|opener| self.defines_fields(opener));
        let mut angles = 0usize;
        while index < self.len() {
            if let Some(close) = self.close_of(index) {
                index = close + 1;
                continue;
            }
            if self.is_closer(index) {
                return index;
            }
            match self.str(index) {
                // A closure's parameters, `|a, b|`: their commas are not this thing's.
                "|" if angles == 0 && !self.follows_operand(index) && !self.is(index - 1, "|") => {
                    index += 1;
                    while index < self.len() && !self.is(index, "|") && !self.is_closer(index) {
                        index = self.close_of(index).map_or(index + 1, |close| close + 1);
                    }
                }
                "<" if angles > 0 || types || self.opens_generics(index) => angles += 1,
                ">" if angles > 0 => angles -= 1,
                "," | ";" if angles == 0 => return index + 1,
                "=>" if angles == 0 && self.is(index + 1, "{") => {
                    let after = self.close_of(index + 1).map_or(self.len(), |c| c + 1);
                    return after + usize::from(self.is(after, ","));
                }
                _ => {}
            }
            index += 1;
        }
        index
    }

    /// Whether the `<` at `index`, in an expression, opens generic arguments: after `::`, or
    /// where it has no left operand (a qualified path), rather than comparing.
    fn opens_generics(&self, index: usize) -> bool {
        self.is(index.wrapping_sub(1), "::") || !self.follows_operand(index)
    }

    /// Whether token `index` has a left operand (an identifier, a literal, a closing bracket,
    /// `?`), so that `<` or `|` there is a binary operator.
    fn follows_operand(&self, index: usize) -> bool {
        let Some(before) = index.checked_sub(1) else {
            return false;
        };
        let word = self.str(before);
        match self.kind(before) {
            Some(Kind::Ident) => !is_keyword(word) || matches!(word, "self" | "Self" | "crate"),
            Some(Kind::Literal) | Some(Kind::Lifetime) => true,
            _ => matches!(word, ")" | "]" | "}" | "?"),
        }
    }

    /// The opener of the group that holds token `index`, if any.
    fn enclosing(&self, index: usize) -> Option<usize> {
        let mut at = index;
        while at > 0 {
            at -= 1;
            if let Some(opener) = self.open.get(at).copied().flatten() {
                at = opener;
                continue;
            }
            if self.close_of(at).is_some() {
                return Some(at);
            }
        }
        None
    }

    /// Whether the group opened at `opener` lists fields or parameters, whose pieces are types
    /// after a name: `struct S<T>(..)`, `struct S {..}`, `union U {..}`, `fn f<T>(..)`, and a
    /// variant's `V(..)` or `V {..}` in `enum E {..}`.
    fn defines_fields(&self, opener: usize) -> bool {
        let Some(name) = self.name_before(opener) else {
            return false;
        };
        if name > 0 && matches!(self.str(name - 1), "struct" | "union" | "fn") {
            return true;
        }
        self.enclosing(name)
            .filter(|&body| self.is(body, "{"))
            .and_then(|body| self.name_before(body))
            .is_some_and(|enum_name| enum_name > 0 && self.is(enum_name - 1, "enum"))
    }

    /// The name right before the group opened at `opener`, past generics (`S<T>` in
    /// `struct S<T>(`).
    fn name_before(&self, opener: usize) -> Option<usize> {
        let mut at = opener.checked_sub(1)?;
        if self.is(at, ">") {
            let mut depth = 0usize;
            loop {
                if let Some(open) = self.open.get(at).copied().flatten() {
                    at = open;
                }
                match self.str(at) {
                    ">" => depth += 1,
                    "<" => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
                at = at.checked_sub(1)?;
            }
            at = at.checked_sub(1)?;
        }
        self.is_ident(at).then_some(at)
    }

    /// Evaluates the predicate in `range` (the inside of `cfg(...)`), knowing only `test`
    /// (false: a bundle is never a test build), `doc` and `docsrs` (false) and which features
    /// are enabled.
    pub fn eval_cfg(&self, range: Range<usize>, features: &BTreeSet<String>) -> Truth {
        let name = self.str(range.start);
        match range.len() {
            1 => {
                return match name {
                    "test" | "doc" | "docsrs" => Truth::False,
                    _ => Truth::Unknown,
                }
            }
            3 if self.is(range.start + 1, "=") && name == "feature" => {
                let value = self.str(range.start + 2);
                let value = value.trim_matches('"');
                return if features.contains(value) {
                    Truth::True
                } else {
                    Truth::False
                };
            }
            _ => {}
        }
        let open = range.start + 1;
        if !self.is(open, "(") || self.close_of(open) != Some(range.end - 1) {
            return Truth::Unknown;
        }
        let values: Vec<Truth> = self
            .split_commas(open + 1..range.end - 1)
            .into_iter()
            .map(|piece| self.eval_cfg(piece, features))
            .collect();
        match (name, values.as_slice()) {
            ("not", [value]) => match value {
                Truth::True => Truth::False,
                Truth::False => Truth::True,
                Truth::Unknown => Truth::Unknown,
            },
            ("all", _) if values.contains(&Truth::False) => Truth::False,
            ("all", _) if values.iter().all(|&v| v == Truth::True) => Truth::True,
            ("any", _) if values.contains(&Truth::True) => Truth::True,
            ("any", _) if values.iter().all(|&v| v == Truth::False) => Truth::False,
            _ => Truth::Unknown,
        }
    }
}

/// Keywords that may precede a path without being part of it (`use ::a`, `in crate::x`).
pub fn is_keyword(word: &str) -> bool {
    matches!(
        word,
        "as" | "async"
            | "await"
            | "box"
            | "break"
            | "const"
            | "continue"
            | "dyn"
            | "else"
            | "enum"
            | "extern"
            | "fn"
            | "for"
            | "if"
            | "impl"
            | "in"
            | "let"
            | "loop"
            | "match"
            | "mod"
            | "move"
            | "mut"
            | "pub"
            | "ref"
            | "return"
            | "static"
            | "struct"
            | "trait"
            | "type"
            | "unsafe"
            | "use"
            | "where"
            | "while"
            | "yield"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text of the thing starting at the first token after `marker`.
    fn thing_after(source: &str, marker: &str) -> String {
        let code = Code::new(source).unwrap();
        let start = (0..code.len()).find(|&i| code.is(i, marker)).unwrap() + 1;
        let end = code.thing_end(start);
        source[code.span(start..end)].to_string()
    }

    #[test]
    fn items_end_at_their_body_or_semicolon() {
        let cases = [
            (
                "@ fn f<T: Fn() -> u8>(x: [u8; 2]) -> [u8; 3] where T: Copy { g(); } fn h() {}",
                "fn f<T: Fn() -> u8>(x: [u8; 2]) -> [u8; 3] where T: Copy { g(); }",
            ),
            (
                "@ pub(crate) struct S<A, B>(A, B); x",
                "pub(crate) struct S<A, B>(A, B);",
            ),
            ("@ const X: S = S { a: 1 }; x", "const X: S = S { a: 1 };"),
            ("@ use a::{b, c}; x", "use a::{b, c};"),
            ("@ let f = |a, b| a + b; x", "let f = |a, b| a + b;"),
            (
                "@ unsafe impl<T> Send for X<T> {} x",
                "unsafe impl<T> Send for X<T> {}",
            ),
            ("@ extern crate proconio; x", "extern crate proconio;"),
            (
                "@ macro_rules! m { () => {} } x",
                "macro_rules! m { () => {} }",
            ),
            (
                "@ macro_rules! m ( () => {} ); x",
                "macro_rules! m ( () => {} );",
            ),
            (
                "@ mod tests { use super::*; } x",
                "mod tests { use super::*; }",
            ),
            ("@ extern \"C\" { fn f(); } x", "extern \"C\" { fn f(); }"),
            (
                "@ pub const unsafe fn f() {} x",
                "pub const unsafe fn f() {}",
            ),
            ("@ unsafe { a(); } b();", "unsafe { a(); }"),
            ("@ a::b!(1, 2); x", "a::b!(1, 2);"),
        ];
        for (source, expected) in cases {
            assert_eq!(thing_after(source, "@"), expected, "{source}");
        }
    }

    #[test]
    fn fields_variants_and_arms_end_at_their_comma() {
        let cases = [
            (
                "struct S { @ pub a: HashMap<u8, Vec<u8>>, b: u8 }",
                "pub a: HashMap<u8, Vec<u8>>,",
            ),
            ("{ @ V(A, B), W }", "V(A, B),"),
            ("{ @ last }", "last"),
            ("match x { @ 1 => { a } 2 => b }", "1 => { a }"),
            ("match x { @ 1 => a(b, c), 2 => b }", "1 => a(b, c),"),
        ];
        for (source, expected) in cases {
            assert_eq!(thing_after(source, "@"), expected, "{source}");
        }
    }

    /// Both cut wrongly when `<...>` counted only after `ident :`: the first to `struct S( u8>,
    /// u8);`, the second to ` u16>(); h();`.
    #[test]
    fn a_comma_inside_generics_ends_nothing() {
        let cases = [
            ("struct S(@ HashMap<u8, u8>, u8);", "HashMap<u8, u8>,"),
            ("fn f() { @ g::<u8, u16>(); h(); }", "g::<u8, u16>();"),
            (
                "enum E { V(@ Vec<(u8, u8)>, BTreeMap<u8, Vec<u8>>, u8), W }",
                "Vec<(u8, u8)>,",
            ),
            (
                "enum E { V { @ a: HashMap<u8, u8>, b: u8 } }",
                "a: HashMap<u8, u8>,",
            ),
            (
                "fn f<T>(@ a: HashMap<u8, T>, b: u8) {}",
                "a: HashMap<u8, T>,",
            ),
            (
                "fn f() { g(@ <Vec<u8> as Tr<A, B>>::new(), 1); }",
                "<Vec<u8> as Tr<A, B>>::new(),",
            ),
        ];
        for (source, expected) in cases {
            assert_eq!(thing_after(source, "@"), expected, "{source}");
        }
    }

    /// Found by the proof against syn (`syntax_proof.rs`) in clap, futures and itertools.
    #[test]
    fn block_expressions_and_closures_end_where_they_end() {
        let cases = [
            (
                "fn f() { @ if a { b(); } else if c { d(); } else { e(); } g(); }",
                "if a { b(); } else if c { d(); } else { e(); }",
            ),
            (
                "fn f() { @ for x in v.iter().map(|y| { y }) { g(x); } h(); }",
                "for x in v.iter().map(|y| { y }) { g(x); }",
            ),
            (
                "fn f() { @ 'outer: loop { break 'outer; } h(); }",
                "'outer: loop { break 'outer; }",
            ),
            (
                "fn f() { @ match x { _ => {} } h(); }",
                "match x { _ => {} }",
            ),
            ("f(@ |acc, x| acc + x, 0)", "|acc, x| acc + x,"),
            ("f(@ move || a | b, 0)", "move || a | b,"),
            ("S { @ a: b || c, d }", "a: b || c,"),
            (
                "fn f() { @ if match x { _ => a } { b(); } c(); }",
                "if match x { _ => a } { b(); }",
            ),
        ];
        for (source, expected) in cases {
            assert_eq!(thing_after(source, "@"), expected, "{source}");
        }
    }

    /// In expressions `<` compares: the arm, argument or field ends at the next comma.
    #[test]
    fn a_comparison_is_not_generics() {
        let cases = [
            ("match x { @ n if n < m => a, _ => b }", "n if n < m => a,"),
            ("f(@ a < b, c > d)", "a < b,"),
            ("S { @ a: x < y, b: 1 }", "a: x < y,"),
            ("[@ 1 < 2, 3]", "1 < 2,"),
        ];
        for (source, expected) in cases {
            assert_eq!(thing_after(source, "@"), expected, "{source}");
        }
    }

    #[test]
    fn evaluates_cfg_predicates() {
        let features: BTreeSet<String> = ["on".to_string()].into();
        let cases = [
            ("test", Truth::False),
            ("feature = \"on\"", Truth::True),
            ("feature = \"derive\"", Truth::False),
            ("not(feature = \"derive\")", Truth::True),
            ("unix", Truth::Unknown),
            ("not(unix)", Truth::Unknown),
            ("all(unix, test)", Truth::False),
            ("all(feature = \"on\", not(test))", Truth::True),
            ("any(unix, test)", Truth::Unknown),
            ("any(unix, feature = \"on\")", Truth::True),
            ("any(test, docsrs)", Truth::False),
        ];
        for (predicate, expected) in cases {
            let code = Code::new(predicate).unwrap();
            assert_eq!(
                code.eval_cfg(0..code.len(), &features),
                expected,
                "{predicate}"
            );
        }
    }

    #[test]
    fn finds_attributes_and_their_arguments() {
        let code = Code::new("#![allow(x)] #[cfg(test)] #[doc = \"d\"] fn f() {}").unwrap();
        let inner = code.attribute_at(0).unwrap();
        assert!(inner.inner);
        let outer = code.outer_attributes_from(inner.tokens.end);
        assert_eq!(outer.len(), 2);
        assert_eq!(code.attr_name(&outer[0]), "cfg");
        let arguments = code.attr_arguments(&outer[0]).unwrap();
        assert_eq!(&code.text[code.span(arguments)], "test");
        assert_eq!(code.attr_name(&outer[1]), "doc");
        assert_eq!(code.attr_arguments(&outer[1]), None);
    }

    #[test]
    fn unbalanced_brackets_are_reported() {
        assert!(Code::new("fn f() { ").is_err());
        let error = Code::new("a)\n").err().expect("an unmatched `)`");
        assert!(error.starts_with("line 1"), "{error}");
    }
}
