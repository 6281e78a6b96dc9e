//! Just enough of `macro_rules!` to follow a library's macros through their own rules: which rules
//! the bundle's calls use, and what names their expansions mention. proconio's `input!` has a rule
//! that reads standard input through a global (a `OnceLock`, Rust 1.70), and another that reads
//! from a given source, which is the one the solutions use; only by matching the calls can the
//! bundle keep what the second needs and leave out the first's. No crate expands `macro_rules!`
//! outside rustc, and the simple rule of taking every rule of a called macro costs every bundle of
//! this workspace its stdin reader: 12 KB more each, 70% more.
//!
//! Matching works on token trees, as rustc's does. Fragments are matched exactly where that is
//! simple (`tt`, `ident`, `lifetime`, `literal`, `block`, `vis`) and otherwise by where they must
//! end: an `expr` runs up to a `,`, `;` or `=>` outside brackets, a `ty` or `path` also up to a
//! `=`, `|`, `:`, `>` or a following group, with `<...>` counted as brackets. A captured `expr` or
//! `ty` is passed on whole, as rustc passes it, so that it matches only `tt` or the same kind
//! afterwards. Whatever this cannot follow (an `item` or `meta` fragment, a call that matches no
//! rule, an expansion nested past [`DEPTH_LIMIT`]) makes the macro opaque: all its rules count as
//! used and everything they name as reached, which costs bytes but never correctness.

use crate::tokens::{names, names_where, Kind, Tree};
use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;

/// Nested expansions followed before a macro is treated as opaque (rustc's default recursion
/// limit is 128).
const DEPTH_LIMIT: usize = 128;
/// Partial matches kept at once while matching one rule: past it the rule is not decided here.
const STATE_LIMIT: usize = 4096;

/// The calls `name!(...)` in `trees` of a macro in `names`, with their arguments, nested groups
/// included. A call's own arguments are not searched: its expansion is, where it passes them on.
/// Nor is the definition of a macro in `names` (a solution's own `macro_rules!`): the calls in
/// its rules hold metavariables and are followed when a call of it expands.
pub fn calls(trees: &[Tree], names: &BTreeSet<String>, out: &mut Vec<Call>) {
    let named = |tree: &Tree| {
        tree.ident()
            .filter(|name| names.contains(*name))
            .map(String::from)
    };
    let mut rest = trees;
    while let [tree, tail @ ..] = rest {
        rest = match tail {
            [bang, name, Tree::Group { .. }, after @ ..]
                if tree.is("macro_rules") && bang.is("!") && named(name).is_some() =>
            {
                after
            }
            [bang, Tree::Group { trees: args, .. }, after @ ..]
                if bang.is("!") && named(tree).is_some() =>
            {
                let (name, args) = (named(tree).unwrap_or_default(), args.clone());
                out.push(Call { name, args });
                after
            }
            _ => {
                if let Some(inner) = tree.inner() {
                    calls(inner, names, out);
                }
                tail
            }
        };
    }
}

/// A call of a library macro: its name and the trees between its brackets.
pub struct Call {
    pub name: String,
    pub args: Vec<Tree>,
}

/// One `(matcher) => { transcriber }` of a `macro_rules!`.
pub struct Rule {
    /// Its bytes in the bundle, the `;` after it included.
    pub bytes: Range<usize>,
    matcher: Vec<Tree>,
    transcriber: Vec<Tree>,
}

/// A `macro_rules!` of a library.
pub struct Macro {
    pub name: String,
    pub rules: Vec<Rule>,
}

impl Macro {
    /// The macro whose body (the trees inside its brackets) is `body`; `None` when its rules
    /// are not in the `(matcher) => { transcriber };` shape.
    pub fn parse(name: &str, body: &[Tree]) -> Option<Macro> {
        let mut rules = Vec::new();
        for rule in body.split_inclusive(|tree| tree.is(";")) {
            let [matcher, arrow, transcriber, rest @ ..] = rule else {
                return None;
            };
            if !arrow.is("=>") || rest.len() > 1 {
                return None;
            }
            rules.push(Rule {
                bytes: matcher.at().start..rule[rule.len() - 1].at().end,
                matcher: matcher.inner()?.to_vec(),
                transcriber: transcriber.inner()?.to_vec(),
            });
        }
        Some(Macro {
            name: name.to_string(),
            rules,
        })
    }
}

/// A piece of a matcher or of a transcriber.
enum Piece<'t> {
    /// A token to match, or a tree a transcriber copies.
    Tree(&'t Tree),
    Group(char, &'t [Tree]),
    /// `$name:fragment` in a matcher, `$name` in a transcriber (no fragment).
    Var(&'t str, &'t str),
    /// `$( body ) separator op`.
    Repeat(&'t [Tree], Option<&'t str>, &'t str),
}

/// The pieces of a matcher (where a stray `$` is not one this module can match) or of a
/// transcriber (where it is a token).
fn pieces(trees: &[Tree], matcher: bool) -> impl Iterator<Item = Result<Piece<'_>, Undecided>> {
    let mut index = 0;
    let op = move |at: usize| {
        trees
            .get(at)
            .and_then(Tree::text)
            .filter(|t| ["*", "+", "?"].contains(t))
    };
    std::iter::from_fn(move || {
        let tree = trees.get(index)?;
        index += 1;
        let (dollar, next) = (tree.is("$"), trees.get(index));
        let piece = match (tree, next.and_then(Tree::ident)) {
            (Tree::Group { open, trees, .. }, _) => Piece::Group(*open, trees),
            _ if dollar && matches!(next, Some(Tree::Group { open: '(', .. })) => {
                let separator = trees.get(index + 1).filter(|_| op(index + 1).is_none());
                let Some(op) = op(index + 1 + usize::from(separator.is_some())) else {
                    return Some(Err(Undecided));
                };
                index += 2 + usize::from(separator.is_some());
                Piece::Repeat(next?.inner()?, separator.and_then(Tree::text), op)
            }
            (_, Some(name)) if dollar && !matcher => {
                index += 1;
                Piece::Var(name, "")
            }
            (_, Some(name)) if dollar && trees.get(index + 1).is_some_and(|t| t.is(":")) => {
                index += 3;
                Piece::Var(
                    name,
                    trees.get(index - 1).and_then(Tree::ident).unwrap_or(""),
                )
            }
            _ if dollar && matcher => return Some(Err(Undecided)),
            _ => Piece::Tree(tree),
        };
        Some(Ok(piece))
    })
}

/// The metavariables of a matcher or transcriber.
fn vars(trees: &[Tree], matcher: bool, out: &mut BTreeSet<String>) {
    for piece in pieces(trees, matcher).flatten() {
        match piece {
            Piece::Var(name, _) => drop(out.insert(name.to_string())),
            Piece::Group(_, inner) | Piece::Repeat(inner, ..) => vars(inner, matcher, out),
            Piece::Tree(_) => {}
        }
    }
}

/// What a metavariable matched: trees, or one binding per repetition.
#[derive(Clone, Debug)]
enum Binding {
    One(Vec<Tree>),
    Many(Vec<Binding>),
}

type Bindings = BTreeMap<String, Binding>;

/// A rule this module cannot decide for or against; rustc will.
struct Undecided;

/// Every way `matcher` matches `trees` from `start`: where it ends, with what bindings.
fn ends(
    matcher: &[Tree],
    trees: &[Tree],
    start: usize,
    bindings: Bindings,
) -> Result<Vec<(usize, Bindings)>, Undecided> {
    let mut states = vec![(start, bindings)];
    for piece in pieces(matcher, true) {
        let piece = piece?;
        let mut next = Vec::new();
        for (at, mut bindings) in states {
            match (&piece, trees.get(at)) {
                (Piece::Tree(token), Some(tree)) if token.text().is_some_and(|t| tree.is(t)) => {
                    next.push((at + 1, bindings))
                }
                (
                    Piece::Group(open, inner),
                    Some(Tree::Group {
                        open: o,
                        trees: sub,
                        ..
                    }),
                ) if o == open => {
                    let whole = ends(inner, sub, 0, bindings)?.into_iter();
                    next.extend(
                        whole
                            .filter(|(end, _)| *end == sub.len())
                            .map(|(_, b)| (at + 1, b)),
                    );
                }
                (Piece::Var(name, fragment), _) => {
                    let rest = &trees[at..];
                    let Some(length) = fragment_length(fragment, rest)? else {
                        continue;
                    };
                    let taken = rest[..length].to_vec();
                    let transparent = matches!(*fragment, "tt" | "ident" | "lifetime" | "literal");
                    let captured = match taken.as_slice() {
                        _ if transparent => taken,
                        [Tree::Fragment { kind, .. }] if kind == fragment => taken,
                        _ => vec![Tree::Fragment {
                            kind: fragment.to_string(),
                            trees: taken,
                        }],
                    };
                    bindings.insert(name.to_string(), Binding::One(captured));
                    next.push((at + length, bindings));
                }
                (Piece::Repeat(body, separator, op), _) => {
                    next.extend(repetitions(body, *separator, op, trees, at, &bindings)?)
                }
                _ => {}
            }
        }
        if next.len() > STATE_LIMIT {
            return Err(Undecided);
        }
        states = next;
    }
    Ok(states)
}

/// The ways the repetition `$(body) separator op` matches from `start`.
fn repetitions(
    body: &[Tree],
    separator: Option<&str>,
    op: &str,
    trees: &[Tree],
    start: usize,
    bindings: &Bindings,
) -> Result<Vec<(usize, Bindings)>, Undecided> {
    let mut names = BTreeSet::new();
    vars(body, true, &mut names);
    // Each state: where the repetitions so far end, and the bindings of each.
    let mut frontier: Vec<(usize, Vec<Bindings>)> = vec![(start, Vec::new())];
    let mut done = Vec::new();
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for (at, each) in frontier {
            if op != "+" || !each.is_empty() {
                let mut bindings = bindings.clone();
                for name in &names {
                    let per_repetition = each.iter().map(|b| b[name].clone()).collect();
                    bindings.insert(name.clone(), Binding::Many(per_repetition));
                }
                done.push((at, bindings));
            }
            let from = match separator {
                _ if op == "?" && !each.is_empty() => continue,
                Some(separator) if !each.is_empty() => match trees.get(at) {
                    Some(tree) if tree.is(separator) => at + 1,
                    _ => continue,
                },
                _ => at,
            };
            for (end, one) in ends(body, trees, from, Bindings::new())? {
                // A repetition that consumes nothing would repeat forever.
                if end > at {
                    let mut each = each.clone();
                    each.push(one);
                    next.push((end, each));
                }
            }
        }
        if next.len() > STATE_LIMIT {
            return Err(Undecided);
        }
        frontier = next;
    }
    Ok(done)
}

/// How many trees at the start of `rest` a fragment of kind `fragment` takes; `None` when it
/// cannot start there.
fn fragment_length(fragment: &str, rest: &[Tree]) -> Result<Option<usize>, Undecided> {
    let first = rest.first();
    let is_fragment =
        |kind: &str| matches!(first, Some(Tree::Fragment { kind: k, .. }) if k == kind);
    Ok(match fragment {
        "tt" => first.map(|_| 1),
        "ident" => first
            .and_then(Tree::ident)
            .filter(|&name| name != "_")
            .map(|_| 1),
        "lifetime" => (first.and_then(Tree::kind) == Some(Kind::Lifetime)).then_some(1),
        "literal" => match (first, rest.get(1).and_then(Tree::kind)) {
            (Some(tree), _) if tree.kind() == Some(Kind::Literal) => Some(1),
            (Some(minus), Some(Kind::Literal)) if minus.is("-") => Some(2),
            (Some(tree), _) if tree.is("true") || tree.is("false") => Some(1),
            _ => None,
        },
        "block" => (matches!(first, Some(Tree::Group { open: '{', .. })) || is_fragment("block"))
            .then_some(1),
        "vis" => Some(match first {
            Some(tree) if tree.is("pub") => {
                1 + usize::from(matches!(rest.get(1), Some(Tree::Group { open: '(', .. })))
            }
            _ => usize::from(is_fragment("vis")),
        }),
        "expr" | "expr_2021" => run(rest, &[",", ";", "=>"], false),
        "ty" | "path" => run(rest, &[",", ";", "=>", "=", "|", ":", "as", "where"], true),
        "pat" => run(rest, &[",", "=>", "=", "if", "in"], false),
        "pat_param" => run(rest, &[",", "=>", "=", "|", "if", "in"], false),
        _ => return Err(Undecided),
    })
}

/// A fragment that ends at the first of `stops` outside brackets (and, for types, outside `<...>`,
/// also before a `>` that closes nothing or a group after the first tree); at least one tree.
fn run(rest: &[Tree], stops: &[&str], angles: bool) -> Option<usize> {
    let mut depth = 0usize;
    let mut length = 0;
    for tree in rest {
        let group = matches!(
            tree,
            Tree::Group {
                open: '{' | '[',
                ..
            }
        );
        if depth == 0 && stops.iter().any(|stop| tree.is(stop)) {
            break;
        } else if angles && tree.is("<") {
            depth += 1;
        } else if angles && tree.is(">") {
            let Some(outer) = depth.checked_sub(1) else {
                break;
            };
            depth = outer;
        } else if angles && depth == 0 && length > 0 && group {
            break;
        }
        length += 1;
    }
    (length > 0).then_some(length)
}

/// Substitutes `bindings` into `transcriber`.
fn transcribe(
    transcriber: &[Tree],
    bindings: &Bindings,
    out: &mut Vec<Tree>,
) -> Result<(), Undecided> {
    for piece in pieces(transcriber, false) {
        match piece? {
            Piece::Tree(tree) => out.push(tree.clone()),
            Piece::Group(open, inner) => {
                let mut trees = Vec::new();
                transcribe(inner, bindings, &mut trees)?;
                out.push(Tree::Group {
                    open,
                    trees,
                    at: 0..0,
                });
            }
            Piece::Var(name, _) => match bindings.get(name) {
                Some(Binding::One(trees)) => out.extend(trees.iter().cloned()),
                Some(Binding::Many(_)) => return Err(Undecided),
                // Not a metavariable of this rule: rustc copies `$name` as it is.
                None => out.extend([
                    Tree::token("$", Kind::Punct),
                    Tree::token(name, Kind::Ident),
                ]),
            },
            Piece::Repeat(body, separator, _) => {
                let mut names = BTreeSet::new();
                vars(body, false, &mut names);
                let mut counts = names.iter().filter_map(|name| match bindings.get(name) {
                    Some(Binding::Many(each)) => Some(each.len()),
                    _ => None,
                });
                let count = counts.next().ok_or(Undecided)?;
                if counts.any(|other| other != count) {
                    return Err(Undecided);
                }
                for i in 0..count {
                    if i > 0 {
                        out.extend(separator.map(|s| Tree::token(s, Kind::Punct)));
                    }
                    let mut inner = bindings.clone();
                    for name in &names {
                        if let Some(Binding::Many(each)) = bindings.get(name) {
                            inner.insert(name.clone(), each[i].clone());
                        }
                    }
                    transcribe(body, &inner, out)?;
                }
            }
        }
    }
    Ok(())
}

/// Follows calls through the library's macros, accumulating what they use.
pub struct Expander<'a> {
    pub macros: &'a [Macro],
    pub names: BTreeSet<String>,
    /// The names the expansions followed so far mention.
    pub reached: BTreeSet<String>,
    /// (macro, rule) pairs some call used.
    pub used: BTreeSet<(usize, usize)>,
    /// Macros this module could not follow: all their rules are kept.
    pub opaque: BTreeSet<usize>,
    /// The bytes of the solution: the names of its tokens, in its own text or passed on by an
    /// expansion, are not reached by being mentioned (the solution's names are resolved in its
    /// scopes, [`crate::scope`]).
    pub own: Vec<Range<usize>>,
}

impl<'a> Expander<'a> {
    pub fn new(macros: &'a [Macro]) -> Self {
        Expander {
            macros,
            names: macros.iter().map(|m| m.name.clone()).collect(),
            reached: BTreeSet::new(),
            used: BTreeSet::new(),
            opaque: BTreeSet::new(),
            own: Vec::new(),
        }
    }

    /// Reaches the names `trees` mention and follows the calls in them, `depth` expansions deep;
    /// returns the trees of their expansions.
    pub fn mention(&mut self, trees: &[Tree], depth: usize) -> Vec<Tree> {
        let own = &self.own;
        let theirs = |tree: &Tree| {
            let at = tree.at();
            at.is_empty() || !own.iter().any(|r| r.start <= at.start && at.end <= r.end)
        };
        names_where(trees, &theirs, &mut self.reached);
        let mut found = Vec::new();
        calls(trees, &self.names, &mut found);
        found
            .iter()
            .flat_map(|call| self.expand(call, depth))
            .collect()
    }

    /// Follows `call`; returns the trees of its expansion, those of the calls nested in it
    /// included (none where it could not be followed). Calls whose arguments hold metavariables
    /// (`$x`, inside a macro of the solution) cannot be matched: their macro is opaque.
    pub fn expand(&mut self, call: &Call, depth: usize) -> Vec<Tree> {
        let mut out = Vec::new();
        for index in 0..self.macros.len() {
            if self.macros[index].name != call.name || self.opaque.contains(&index) {
                continue;
            }
            match self.follow(index, &call.args, depth) {
                Ok(trees) => out.extend(trees),
                Err(Undecided) => self.make_opaque(index),
            }
        }
        out
    }

    fn follow(
        &mut self,
        index: usize,
        args: &[Tree],
        depth: usize,
    ) -> Result<Vec<Tree>, Undecided> {
        if depth > DEPTH_LIMIT || has_metavariable(args) {
            return Err(Undecided);
        }
        let macros = self.macros;
        for (number, rule) in macros[index].rules.iter().enumerate() {
            let matches = ends(&rule.matcher, args, 0, Bindings::new())?;
            let Some((_, bindings)) = matches.into_iter().find(|(end, _)| *end == args.len())
            else {
                continue;
            };
            let mut out = Vec::new();
            transcribe(&rule.transcriber, &bindings, &mut out)?;
            self.used.insert((index, number));
            let nested = self.mention(&out, depth + 1);
            out.extend(nested);
            return Ok(out);
        }
        // No rule matches: rustc will say so; keep everything meanwhile.
        Err(Undecided)
    }

    fn make_opaque(&mut self, index: usize) {
        if !self.opaque.insert(index) {
            return;
        }
        let macros = self.macros;
        let mut named = BTreeSet::new();
        for (number, rule) in macros[index].rules.iter().enumerate() {
            self.used.insert((index, number));
            names(&rule.transcriber, &mut named);
        }
        for (other, called) in macros.iter().enumerate() {
            if named.contains(&called.name) {
                self.make_opaque(other);
            }
        }
        self.reached.extend(named);
    }
}

fn has_metavariable(trees: &[Tree]) -> bool {
    trees
        .iter()
        .any(|tree| tree.is("$") || tree.inner().is_some_and(has_metavariable))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text of `trees`, tokens separated by spaces.
    fn render(trees: &[Tree]) -> String {
        let close = |open| match open {
            '(' => ')',
            '[' => ']',
            _ => '}',
        };
        trees
            .iter()
            .map(|tree| match tree {
                Tree::Token { text, .. } => format!("{text} "),
                Tree::Group { open, trees, .. } => {
                    format!("{open} {}{} ", render(trees), close(*open))
                }
                Tree::Fragment { trees, .. } => render(trees),
            })
            .collect()
    }

    fn trees_of(text: &str) -> Vec<Tree> {
        crate::tokens::trees(crate::tokens::stream(text).unwrap())
    }

    /// The macros defined in `source` (each `macro_rules! name { ... }`).
    fn setup(source: &str) -> Vec<Macro> {
        let all = trees_of(source);
        let mut macros = Vec::new();
        for (index, tree) in all.iter().enumerate() {
            if let (true, Some(name), Some(Tree::Group { trees, .. })) = (
                tree.is("macro_rules"),
                all.get(index + 2).and_then(Tree::ident),
                all.get(index + 3),
            ) {
                macros.push(Macro::parse(name, trees).unwrap());
            }
        }
        macros
    }

    fn call(text: &str) -> Call {
        let all = trees_of(text);
        let mut found = Vec::new();
        let names: BTreeSet<String> = [all[0].ident().unwrap().to_string()].into();
        calls(&all, &names, &mut found);
        found.remove(0)
    }

    fn used(expander: &Expander, name: &str) -> Vec<usize> {
        expander
            .used
            .iter()
            .filter(|(m, _)| expander.macros[*m].name == name)
            .map(|&(_, rule)| rule)
            .collect()
    }

    /// proconio's `input!` in miniature: a rule for a given source, one for stdin (through a
    /// global the bundle must not need), and internal rules that recurse per variable.
    const INPUT: &str = "
        macro_rules! input {
            (@from [$source:expr] @rest) => {};
            (@from [$source:expr] @rest $var:tt : $t:ty $(, $($rest:tt)*)?) => {
                let $var = read::<$t>($source);
                $crate::m::input!(@from [$source] @rest $($($rest)*)?);
            };
            (from $source:expr, $($rest:tt)*) => {
                let mut s = $source;
                $crate::m::input!(@from [&mut s] @rest $($rest)*);
            };
            ($($rest:tt)*) => {
                let mut stdin = global_stdin();
                $crate::m::input!(@from [&mut stdin] @rest $($rest)*);
            };
        }";

    #[test]
    fn follows_a_call_through_the_rules_it_uses() {
        let macros = setup(INPUT);
        let mut expander = Expander::new(&macros);
        expander.expand(
            &call("input! { from &mut scanner, n: Num<usize>, v: Vec<u8> }"),
            0,
        );
        assert_eq!(used(&expander, "input"), [0, 1, 2]);
        assert!(expander.opaque.is_empty());
        for name in ["read", "Num", "usize", "Vec", "scanner", "n", "v"] {
            assert!(expander.reached.contains(name), "{name}");
        }
        assert!(!expander.reached.contains("global_stdin"));
        // The captured type is one tree from then on, as in rustc.
        assert!(!expander.reached.contains("source"));
    }

    #[test]
    fn the_first_matching_rule_wins() {
        let macros = setup(INPUT);
        let mut expander = Expander::new(&macros);
        expander.expand(&call("input! { n: usize }"), 0);
        assert_eq!(used(&expander, "input"), [0, 1, 3]);
        assert!(expander.reached.contains("global_stdin"));
    }

    #[test]
    fn repetitions_with_separators_and_fragments() {
        let macros = setup(
            "macro_rules! impls { ($($t:ty),* ; $v:vis $name:ident $l:literal) => {
                 $(impl Unsigned for $t { const MAX: u64 = <$t>::MAX as u64; })*
                 $v fn $name() -> i32 { $l }
             } }",
        );
        let mut expander = Expander::new(&macros);
        let out = expander.expand(
            &call("impls!(u8, Vec<(u8, u16)>, u64 ; pub(crate) f -1)"),
            0,
        );
        assert_eq!(
            render(&out),
            "impl Unsigned for u8 { const MAX : u64 = < u8 > :: MAX as u64 ; } \
             impl Unsigned for Vec < ( u8 , u16 ) > { const MAX : u64 = \
             < Vec < ( u8 , u16 ) > > :: MAX as u64 ; } \
             impl Unsigned for u64 { const MAX : u64 = < u64 > :: MAX as u64 ; } \
             pub ( crate ) fn f ( ) -> i32 { - 1 } "
        );
    }

    #[test]
    fn what_cannot_be_followed_keeps_every_rule() {
        let macros = setup(
            "macro_rules! a { ($i:item) => { b!(); }; () => { x() }; }
             macro_rules! b { () => { y() }; (z) => { z() }; }",
        );
        let mut expander = Expander::new(&macros);
        expander.expand(&call("a!(fn f() {})"), 0);
        assert_eq!(used(&expander, "a"), [0, 1]);
        assert_eq!(used(&expander, "b"), [0, 1]);
        for name in ["x", "y", "z"] {
            assert!(expander.reached.contains(name), "{name}");
        }
        // A call with metavariables (inside another macro) is not matched either.
        let mut expander = Expander::new(&macros);
        expander.expand(&call("b!($x)"), 0);
        assert_eq!(used(&expander, "b"), [0, 1]);
    }

    #[test]
    fn endless_recursion_stops() {
        let macros = setup("macro_rules! r { ($($t:tt)*) => { r!(x $($t)*); }; }");
        let mut expander = Expander::new(&macros);
        expander.expand(&call("r!()"), 0);
        assert!(expander.opaque.contains(&0));
    }
}
