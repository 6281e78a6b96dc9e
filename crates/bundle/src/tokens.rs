//! Rust text as syn and proc-macro2 see it, with every token's place in the text.
//!
//! Everything the bundler changes is an edit of a byte range of the original text (as
//! cargo-equip does), so the solution keeps its comments and layout: syn parses, and proc-macro2's
//! `span-locations` gives each token and node its bytes. Token trees ([`Tree`]) are what path
//! rewriting and the macro follower read, with `::`, `->`, `=>`, lifetimes and `$crate` each one
//! token, as rustc's `macro_rules!` sees them.

use crate::FileError;
use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use std::collections::BTreeSet;
use std::ops::Range;
use std::str::FromStr;
use syn::spanned::Spanned;

/// A file that does not parse: where, and syn's message.
fn syntax_error(error: syn::Error) -> FileError {
    FileError::at(error.span(), format!("the file does not parse: {error}"))
}

/// `text` parsed as a file. A byte order mark must be gone first: syn would skip it and every
/// byte range would be three bytes off.
pub fn parse_file(text: &str) -> Result<syn::File, FileError> {
    debug_assert!(!text.starts_with('\u{feff}'));
    syn::parse_file(text).map_err(syntax_error)
}

/// The token stream of `text`.
pub fn stream(text: &str) -> Result<TokenStream, FileError> {
    TokenStream::from_str(text).map_err(|e| syntax_error(e.into()))
}

/// The bytes of a syntax node, its outer attributes included.
pub fn range_of(node: &impl Spanned) -> Range<usize> {
    node.span().byte_range()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Ident,
    Literal,
    Lifetime,
    Punct,
}

/// A token tree, with the bytes it covers (empty for trees made by a macro expansion).
#[derive(Clone, Debug)]
pub enum Tree {
    Token {
        text: String,
        kind: Kind,
        at: Range<usize>,
    },
    Group {
        open: char,
        trees: Vec<Tree>,
        at: Range<usize>,
    },
    /// A fragment a macro captured as `expr`, `ty`, ...: one opaque tree from then on.
    Fragment { kind: String, trees: Vec<Tree> },
}

impl Tree {
    pub fn token(text: &str, kind: Kind) -> Tree {
        Tree::Token {
            text: text.to_string(),
            kind,
            at: 0..0,
        }
    }

    pub fn is_group(&self) -> bool {
        matches!(self, Tree::Group { .. })
    }

    pub fn is(&self, text: &str) -> bool {
        matches!(self, Tree::Token { text: t, .. } if t == text)
    }

    /// A token's text.
    pub fn text(&self) -> Option<&str> {
        match self {
            Tree::Token { text, .. } => Some(text),
            _ => None,
        }
    }

    /// A group's or a fragment's trees.
    pub fn inner(&self) -> Option<&[Tree]> {
        match self {
            Tree::Group { trees, .. } | Tree::Fragment { trees, .. } => Some(trees),
            Tree::Token { .. } => None,
        }
    }

    pub fn ident(&self) -> Option<&str> {
        self.text().filter(|_| self.kind() == Some(Kind::Ident))
    }

    pub fn kind(&self) -> Option<Kind> {
        match self {
            Tree::Token { kind, .. } => Some(*kind),
            _ => None,
        }
    }

    /// The bytes it covers in the text it was read from (none for a fragment, which only
    /// expansions hold).
    pub fn at(&self) -> Range<usize> {
        match self {
            Tree::Token { at, .. } | Tree::Group { at, .. } => at.clone(),
            Tree::Fragment { .. } => 0..0,
        }
    }
}

/// The token trees of `stream` (an invisible group's are spliced in its place).
pub fn trees(stream: TokenStream) -> Vec<Tree> {
    let tokens: Vec<TokenTree> = stream.into_iter().collect();
    let mut out = Vec::new();
    let mut index = 0;
    while let Some(token) = tokens.get(index) {
        let joint = matches!(token, TokenTree::Punct(p) if p.spacing() == Spacing::Joint);
        let (text, kind, used) = match (token, tokens.get(index + 1)) {
            (TokenTree::Group(group), _) => {
                let (trees, at) = (trees(group.stream()), group.span().byte_range());
                index += 1;
                let open = match group.delimiter() {
                    Delimiter::Parenthesis => '(',
                    Delimiter::Bracket => '[',
                    Delimiter::Brace => '{',
                    Delimiter::None => {
                        out.extend(trees);
                        continue;
                    }
                };
                out.push(Tree::Group { open, trees, at });
                continue;
            }
            (TokenTree::Ident(ident), _) => (ident.to_string(), Kind::Ident, 1),
            (TokenTree::Literal(literal), _) => (literal.to_string(), Kind::Literal, 1),
            (TokenTree::Punct(p), Some(TokenTree::Ident(name))) if p.as_char() == '\'' && joint => {
                (format!("'{name}"), Kind::Lifetime, 2)
            }
            (TokenTree::Punct(p), Some(TokenTree::Ident(name)))
                if p.as_char() == '$' && name == "crate" =>
            {
                ("$crate".to_string(), Kind::Ident, 2)
            }
            (TokenTree::Punct(p), Some(TokenTree::Punct(q)))
                // Punctuation that `macro_rules!` matchers (and this bundler) read as one token.
                if joint && ["::", "->", "=>"].contains(&format!("{p}{q}").as_str()) =>
            {
                (format!("{p}{q}"), Kind::Punct, 2)
            }
            (TokenTree::Punct(p), _) => (p.to_string(), Kind::Punct, 1),
        };
        let at = token.span().byte_range().start..tokens[index + used - 1].span().byte_range().end;
        out.push(Tree::Token { text, kind, at });
        index += used;
    }
    out
}

/// The plain comments of `text[range]`: what lies between its tokens that is not whitespace,
/// one range for each run of comments.
pub fn comments(text: &str, range: Range<usize>) -> Result<Vec<Range<usize>>, FileError> {
    let inner = &text[range.clone()];
    let mut found = Vec::new();
    gaps(inner, &trees(stream(inner)?), 0..inner.len(), &mut found);
    Ok(found
        .into_iter()
        .map(|r| range.start + r.start..range.start + r.end)
        .collect())
}

/// Adds the runs of `text` in `range` around and inside `trees` that are not whitespace.
fn gaps(text: &str, trees: &[Tree], range: Range<usize>, out: &mut Vec<Range<usize>>) {
    let mut from = range.start;
    for (start, end, inner) in trees
        .iter()
        .map(|t| (t.at().start, t.at().end, t.inner()))
        .chain([(range.end, range.end, None)])
    {
        let gap = &text[from..start];
        let (first, last) = (start - gap.trim_start().len(), from + gap.trim_end().len());
        out.extend((first < last).then_some(first..last));
        if let Some(inner) = inner {
            gaps(text, inner, start + 1..end - 1, out);
        }
        from = end;
    }
}

/// Adds the identifiers of `trees` (not `$crate`) and the names their format strings capture
/// (`"{MAX_TOKEN}"`, not `{{`).
pub fn names(trees: &[Tree], out: &mut BTreeSet<String>) {
    names_where(trees, &|_| true, out);
}

/// [`names`], of the tokens (identifiers and strings) for which `keep` holds only.
pub fn names_where(trees: &[Tree], keep: &dyn Fn(&Tree) -> bool, out: &mut BTreeSet<String>) {
    for tree in trees {
        match (tree.inner(), tree.kind(), tree.text()) {
            (Some(inner), ..) => names_where(inner, keep, out),
            _ if !keep(tree) => {}
            (_, Some(Kind::Literal), Some(text)) if text.ends_with('"') => {
                for capture in text.replace("{{", "").split('{').skip(1) {
                    let name = capture.split(['}', ':']).next().unwrap_or_default();
                    let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
                    let starts = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_');
                    if starts && name.chars().all(word) && capture.len() > name.len() {
                        out.insert(name.to_string());
                    }
                }
            }
            _ => out.extend(tree.ident().filter(|&t| t != "$crate").map(String::from)),
        }
    }
}

/// Adds the names `trees` define: those after `static`, `const`, `fn`, `struct`, ... (what a
/// macro call defines, what a module defines).
pub fn defines(trees: &[Tree], out: &mut impl Extend<String>) {
    defines_within(trees, true, out);
}

/// [`defines`], but not inside brackets: the items `trees` define, not their members.
pub fn defines_at_top(trees: &[Tree], out: &mut impl Extend<String>) {
    defines_within(trees, false, out);
}

fn defines_within(trees: &[Tree], groups: bool, out: &mut impl Extend<String>) {
    for (index, tree) in trees.iter().enumerate() {
        match tree {
            Tree::Group { trees, .. } if groups => defines_within(trees, groups, out),
            Tree::Fragment { trees, .. } => defines_within(trees, groups, out),
            _ => {}
        }
        let keywords = [
            "static", "const", "fn", "struct", "enum", "union", "type", "trait",
        ];
        if keywords.iter().any(|keyword| tree.is(keyword)) {
            let at = index + 1 + usize::from(trees.get(index + 1).is_some_and(|t| t.is("mut")));
            out.extend(trees.get(at).and_then(Tree::ident).map(String::from));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(trees: &[Tree]) -> Vec<String> {
        trees
            .iter()
            .map(|t| match t {
                Tree::Token { text, .. } => text.clone(),
                Tree::Group { open, .. } => open.to_string(),
                Tree::Fragment { .. } => "fragment".to_string(),
            })
            .collect()
    }

    #[test]
    fn paths_arrows_lifetimes_and_dollar_crate_are_one_token_each() {
        let text = "$crate::a::<'b>(x) => y -> z >> w";
        let trees = trees(stream(text).unwrap());
        assert_eq!(
            texts(&trees),
            ["$crate", "::", "a", "::", "<", "'b", ">", "(", "=>", "y", "->", "z", ">", ">", "w"]
        );
        assert_eq!(&text[trees[0].at()], "$crate");
        assert_eq!(&text[trees[7].at()], "(x)");
        assert_eq!(trees[5].kind(), Some(Kind::Lifetime));
    }

    #[test]
    fn comments_are_what_lies_between_tokens() {
        // Runs of comments come whole.
        let text = "fn f() { // one\n /* two /* nested */ */ let s = \"// not\"; }\n// three";
        let found: Vec<&str> = comments(text, 0..text.len())
            .unwrap()
            .into_iter()
            .map(|r| &text[r])
            .collect();
        assert_eq!(found, ["// one\n /* two /* nested */ */", "// three"]);
    }

    #[test]
    fn a_node_knows_its_bytes_with_its_attributes() {
        let text = "// c\n#[inline]\nfn f() {}\nstruct S;";
        let file = parse_file(text).unwrap();
        assert_eq!(&text[range_of(&file.items[0])], "#[inline]\nfn f() {}");
        assert_eq!(&text[range_of(&file.items[1])], "struct S;");
    }
}
