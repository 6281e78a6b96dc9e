//! Just enough of `macro_rules!` to follow a library's macros through their own rules: which rules
//! the bundle's calls use, and what names their expansions mention. proconio's `input!` has a rule
//! that reads standard input through a global (a `OnceLock`, Rust 1.70), and another that reads
//! from a given source, which is the one the solutions use; only by matching the calls can the
//! bundle keep what the second needs and leave out the first's.
//!
//! Matching works on token trees, as rustc's does. Fragments are matched exactly where that is
//! simple (`tt`, `ident`, `lifetime`, `literal`, `block`, `vis`) and otherwise by where they must
//! end: an `expr` runs up to a `,`, `;` or `=>` outside brackets, a `ty` or `path` also up to a
//! `=`, `|`, `:`, `>` or a following group, with `<...>` counted as brackets. A captured `expr` or
//! `ty` is passed on whole, as rustc passes it, so that it matches only `tt` or the same kind
//! afterwards. Whatever this cannot follow (an `item` or `meta` fragment, a call that matches no
//! rule, an expansion nested past [`DEPTH_LIMIT`]) makes the macro opaque: all its rules count as
//! used and everything they name as reached, which costs bytes but never correctness.

use crate::tokens::{Kind, Tree};
use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;

/// Nested expansions followed before a macro is treated as opaque (rustc's default recursion
/// limit is 128).
const DEPTH_LIMIT: usize = 128;
/// Partial matches kept at once while matching one rule: past it the rule is not decided here.
const STATE_LIMIT: usize = 4096;

/// The text of `trees`, tokens separated by spaces.
pub fn render(trees: &[Tree]) -> String {
    let mut text = String::new();
    render_into(trees, &mut text);
    text
}

fn render_into(trees: &[Tree], text: &mut String) {
    for tree in trees {
        match tree {
            Tree::Token { text: token, .. } => {
                text.push_str(token);
                text.push(' ');
            }
            Tree::Group { open, trees, .. } => {
                let close = match open {
                    '(' => ')',
                    '[' => ']',
                    _ => '}',
                };
                text.push(*open);
                text.push(' ');
                render_into(trees, text);
                text.push(close);
                text.push(' ');
            }
            Tree::Fragment { trees, .. } => render_into(trees, text),
        }
    }
}

/// Every identifier in `trees`, fragments included.
pub fn idents(trees: &[Tree], out: &mut BTreeSet<String>) {
    for tree in trees {
        match tree {
            Tree::Group { trees, .. } | Tree::Fragment { trees, .. } => idents(trees, out),
            _ => out.extend(tree.ident().filter(|&t| t != "$crate").map(String::from)),
        }
    }
}

/// The calls `name!(...)` in `trees` of a macro in `names`, with their arguments, nested groups
/// included. A call's own arguments are not searched: its expansion is, where it passes them on.
/// Nor is the definition of a macro in `names` (a solution's own `macro_rules!`): the calls in
/// its rules hold metavariables and are followed when a call of it expands.
pub fn calls(trees: &[Tree], names: &BTreeSet<String>, out: &mut Vec<Call>) {
    let mut index = 0;
    while index < trees.len() {
        let tree = &trees[index];
        let defined = trees.get(index + 2).and_then(Tree::ident);
        if tree.is("macro_rules")
            && trees.get(index + 1).is_some_and(|t| t.is("!"))
            && defined.is_some_and(|name| names.contains(name))
            && matches!(trees.get(index + 3), Some(Tree::Group { .. }))
        {
            index += 4;
            continue;
        }
        if let (Some(name), Some(bang), Some(Tree::Group { trees: args, .. })) =
            (tree.ident(), trees.get(index + 1), trees.get(index + 2))
        {
            if names.contains(name) && bang.is("!") {
                out.push(Call {
                    name: name.to_string(),
                    args: args.clone(),
                });
                index += 3;
                continue;
            }
        }
        if let Tree::Group { trees, .. } | Tree::Fragment { trees, .. } = tree {
            calls(trees, names, out);
        }
        index += 1;
    }
}

/// A call of a library macro: its name and the trees between its brackets.
#[derive(Clone, Debug)]
pub struct Call {
    pub name: String,
    pub args: Vec<Tree>,
}

/// One `(matcher) => { transcriber }` of a `macro_rules!`.
#[derive(Debug)]
pub struct Rule {
    /// Its bytes in the bundle, the `;` after it included.
    pub bytes: Range<usize>,
    matcher: Vec<Pattern>,
    transcriber: Vec<Template>,
}

/// A `macro_rules!` of a library.
#[derive(Debug)]
pub struct Macro {
    pub name: String,
    pub rules: Vec<Rule>,
}

impl Macro {
    /// The macro whose body (the trees inside its brackets) is `body`; `None` when its rules
    /// are not in the `(matcher) => { transcriber };` shape.
    pub fn parse(name: &str, body: &[Tree]) -> Option<Macro> {
        let mut rules = Vec::new();
        let mut index = 0;
        while index < body.len() {
            let Tree::Group { trees: matcher, .. } = &body[index] else {
                return None;
            };
            if !body.get(index + 1)?.is("=>") {
                return None;
            }
            let Some(Tree::Group {
                trees: transcriber, ..
            }) = body.get(index + 2)
            else {
                return None;
            };
            let start = body[index].at().start;
            index += 3;
            let mut end = body[index - 1].at().end;
            if body.get(index).is_some_and(|t| t.is(";")) {
                end = body[index].at().end;
                index += 1;
            }
            rules.push(Rule {
                bytes: start..end,
                matcher: patterns(matcher)?,
                transcriber: templates(transcriber),
            });
        }
        Some(Macro {
            name: name.to_string(),
            rules,
        })
    }
}

#[derive(Debug)]
enum Pattern {
    Token(String),
    Group(char, Vec<Pattern>),
    Var { name: String, fragment: String },
    Repeat(Repeat<Pattern>),
}

#[derive(Debug)]
enum Template {
    Tree(Tree),
    Group(char, Vec<Template>),
    Var(String),
    Repeat(Repeat<Template>),
}

/// `$( body ) separator op`.
#[derive(Debug)]
struct Repeat<T> {
    body: Vec<T>,
    separator: Option<String>,
    op: char,
}

/// After a `$( ... )` at `trees[index - 1]`: its separator and operator, and the index past them.
fn repetition_op(trees: &[Tree], index: usize) -> Option<(Option<String>, char, usize)> {
    let op_of = |tree: Option<&Tree>| match tree {
        Some(Tree::Token { text, .. }) if matches!(text.as_str(), "*" | "+" | "?") => {
            text.chars().next()
        }
        _ => None,
    };
    if let Some(op) = op_of(trees.get(index)) {
        return Some((None, op, index + 1));
    }
    match (trees.get(index), op_of(trees.get(index + 1))) {
        (Some(Tree::Token { text, .. }), Some(op)) => Some((Some(text.clone()), op, index + 2)),
        _ => None,
    }
}

fn patterns(trees: &[Tree]) -> Option<Vec<Pattern>> {
    let mut out = Vec::new();
    let mut index = 0;
    while index < trees.len() {
        match &trees[index] {
            tree if tree.is("$") => match (trees.get(index + 1), trees.get(index + 2)) {
                (
                    Some(Tree::Group {
                        open: '(',
                        trees: body,
                        ..
                    }),
                    _,
                ) => {
                    let (separator, op, next) = repetition_op(trees, index + 2)?;
                    out.push(Pattern::Repeat(Repeat {
                        body: patterns(body)?,
                        separator,
                        op,
                    }));
                    index = next;
                }
                (Some(name), Some(colon)) if colon.is(":") => {
                    let fragment = trees.get(index + 3).and_then(Tree::ident)?;
                    out.push(Pattern::Var {
                        name: name.ident()?.to_string(),
                        fragment: fragment.to_string(),
                    });
                    index += 4;
                }
                _ => return None,
            },
            Tree::Group { open, trees, .. } => {
                out.push(Pattern::Group(*open, patterns(trees)?));
                index += 1;
            }
            Tree::Token { text, .. } => {
                out.push(Pattern::Token(text.clone()));
                index += 1;
            }
            Tree::Fragment { .. } => return None,
        }
    }
    Some(out)
}

fn templates(trees: &[Tree]) -> Vec<Template> {
    let mut out = Vec::new();
    let mut index = 0;
    while index < trees.len() {
        let tree = &trees[index];
        if tree.is("$") {
            match trees.get(index + 1) {
                Some(Tree::Group {
                    open: '(',
                    trees: body,
                    ..
                }) => {
                    if let Some((separator, op, next)) = repetition_op(trees, index + 2) {
                        out.push(Template::Repeat(Repeat {
                            body: templates(body),
                            separator,
                            op,
                        }));
                        index = next;
                        continue;
                    }
                }
                Some(name) => {
                    if let Some(name) = name.ident() {
                        out.push(Template::Var(name.to_string()));
                        index += 2;
                        continue;
                    }
                }
                None => {}
            }
        }
        out.push(match tree {
            Tree::Group { open, trees, .. } => Template::Group(*open, templates(trees)),
            tree => Template::Tree(tree.clone()),
        });
        index += 1;
    }
    out
}

/// What a metavariable matched: trees, or one binding per repetition.
#[derive(Clone, Debug)]
enum Binding {
    One(Vec<Tree>),
    Many(Vec<Binding>),
}

type Bindings = BTreeMap<String, Binding>;

/// A rule this module cannot decide for or against; rustc will.
#[derive(Debug)]
struct Undecided;

/// The bindings of the first complete match of `matcher` on `trees`, if any.
fn match_rule(matcher: &[Pattern], trees: &[Tree]) -> Result<Option<Bindings>, Undecided> {
    let ends = ends(matcher, trees, 0, Bindings::new())?;
    Ok(ends
        .into_iter()
        .find(|(end, _)| *end == trees.len())
        .map(|(_, bindings)| bindings))
}

/// Every way `patterns` matches `trees` from `start`: where it ends, with what bindings (the
/// longest repetitions first).
fn ends(
    patterns: &[Pattern],
    trees: &[Tree],
    start: usize,
    bindings: Bindings,
) -> Result<Vec<(usize, Bindings)>, Undecided> {
    let mut states = vec![(start, bindings)];
    for pattern in patterns {
        let mut next = Vec::new();
        for (position, bindings) in states {
            next.extend(step(pattern, trees, position, bindings)?);
        }
        if next.len() > STATE_LIMIT {
            return Err(Undecided);
        }
        states = next;
        if states.is_empty() {
            break;
        }
    }
    Ok(states)
}

fn step(
    pattern: &Pattern,
    trees: &[Tree],
    position: usize,
    mut bindings: Bindings,
) -> Result<Vec<(usize, Bindings)>, Undecided> {
    match pattern {
        Pattern::Token(text) => Ok(match trees.get(position) {
            Some(tree) if tree.is(text) => vec![(position + 1, bindings)],
            _ => vec![],
        }),
        Pattern::Group(open, inner) => match trees.get(position) {
            Some(Tree::Group {
                open: o,
                trees: sub,
                ..
            }) if o == open => Ok(ends(inner, sub, 0, bindings)?
                .into_iter()
                .filter(|(end, _)| *end == sub.len())
                .map(|(_, bindings)| (position + 1, bindings))
                .collect()),
            _ => Ok(vec![]),
        },
        Pattern::Var { name, fragment } => {
            let rest = &trees[position.min(trees.len())..];
            let Some(length) = fragment_length(fragment, rest)? else {
                return Ok(vec![]);
            };
            let taken = rest[..length].to_vec();
            let transparent = matches!(fragment.as_str(), "tt" | "ident" | "lifetime" | "literal");
            let already =
                matches!(taken.as_slice(), [Tree::Fragment { kind, .. }] if kind == fragment);
            let captured = if transparent || already {
                taken
            } else {
                vec![Tree::Fragment {
                    kind: fragment.clone(),
                    trees: taken,
                }]
            };
            bindings.insert(name.clone(), Binding::One(captured));
            Ok(vec![(position + length, bindings)])
        }
        Pattern::Repeat(repeat) => repetitions(repeat, trees, position, bindings),
    }
}

/// The ways `repeat` matches from `position`, the most repetitions first.
fn repetitions(
    repeat: &Repeat<Pattern>,
    trees: &[Tree],
    position: usize,
    bindings: Bindings,
) -> Result<Vec<(usize, Bindings)>, Undecided> {
    let mut names = BTreeSet::new();
    pattern_vars(&repeat.body, &mut names);
    // Each state: where the repetitions so far end, and the bindings of each.
    let mut frontier: Vec<(usize, Vec<Bindings>)> = vec![(position, Vec::new())];
    let mut done = Vec::new();
    for count in 0.. {
        let allowed = match repeat.op {
            '+' => count >= 1,
            _ => true,
        };
        if allowed {
            done.extend(frontier.iter().cloned());
        }
        if repeat.op == '?' && count == 1 {
            break;
        }
        let mut next = Vec::new();
        for (at, each) in &frontier {
            let mut from = *at;
            if count > 0 {
                if let Some(separator) = &repeat.separator {
                    if !trees.get(from).is_some_and(|t| t.is(separator)) {
                        continue;
                    }
                    from += 1;
                }
            }
            for (end, one) in ends(&repeat.body, trees, from, Bindings::new())? {
                // A repetition that consumes nothing would repeat forever.
                if end > *at {
                    let mut each = each.clone();
                    each.push(one);
                    next.push((end, each));
                }
            }
        }
        if next.len() > STATE_LIMIT {
            return Err(Undecided);
        }
        if next.is_empty() {
            break;
        }
        frontier = next;
    }
    done.reverse();
    Ok(done
        .into_iter()
        .map(|(end, each)| {
            let mut bindings = bindings.clone();
            for name in &names {
                let per_repetition = each
                    .iter()
                    .map(|b| b.get(name).cloned().unwrap_or(Binding::Many(Vec::new())))
                    .collect();
                bindings.insert(name.clone(), Binding::Many(per_repetition));
            }
            (end, bindings)
        })
        .collect())
}

fn pattern_vars(patterns: &[Pattern], out: &mut BTreeSet<String>) {
    for pattern in patterns {
        match pattern {
            Pattern::Var { name, .. } => {
                out.insert(name.clone());
            }
            Pattern::Group(_, inner) => pattern_vars(inner, out),
            Pattern::Repeat(repeat) => pattern_vars(&repeat.body, out),
            Pattern::Token(_) => {}
        }
    }
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
            _ if is_fragment("vis") => 1,
            _ => 0,
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
        if depth == 0 && stops.iter().any(|stop| tree.is(stop)) {
            break;
        }
        if angles {
            if tree.is("<") {
                depth += 1;
            } else if tree.is(">") {
                if depth == 0 {
                    break;
                }
                depth -= 1;
            } else if depth == 0
                && length > 0
                && matches!(
                    tree,
                    Tree::Group {
                        open: '{' | '[',
                        ..
                    }
                )
            {
                break;
            }
        }
        length += 1;
    }
    (length > 0).then_some(length)
}

/// Substitutes `bindings` into `templates`.
fn transcribe(
    templates: &[Template],
    bindings: &Bindings,
    out: &mut Vec<Tree>,
) -> Result<(), Undecided> {
    for template in templates {
        match template {
            Template::Tree(tree) => out.push(tree.clone()),
            Template::Group(open, inner) => {
                let mut trees = Vec::new();
                transcribe(inner, bindings, &mut trees)?;
                out.push(Tree::Group {
                    open: *open,
                    trees,
                    at: 0..0,
                });
            }
            Template::Var(name) => match bindings.get(name) {
                Some(Binding::One(trees)) => out.extend(trees.iter().cloned()),
                Some(Binding::Many(_)) => return Err(Undecided),
                // Not a metavariable of this rule: rustc copies `$name` as it is.
                None => out.extend([
                    Tree::token("$", Kind::Punct),
                    Tree::token(name, Kind::Ident),
                ]),
            },
            Template::Repeat(repeat) => {
                let mut names = BTreeSet::new();
                template_vars(&repeat.body, &mut names);
                let mut count = None;
                for name in &names {
                    if let Some(Binding::Many(each)) = bindings.get(name) {
                        match count {
                            Some(n) if n != each.len() => return Err(Undecided),
                            _ => count = Some(each.len()),
                        }
                    }
                }
                let count = count.ok_or(Undecided)?;
                for i in 0..count {
                    let mut inner = bindings.clone();
                    for name in &names {
                        if let Some(Binding::Many(each)) = bindings.get(name) {
                            inner.insert(name.clone(), each[i].clone());
                        }
                    }
                    if i > 0 {
                        if let Some(separator) = &repeat.separator {
                            out.push(Tree::token(separator, Kind::Punct));
                        }
                    }
                    transcribe(&repeat.body, &inner, out)?;
                }
            }
        }
    }
    Ok(())
}

fn template_vars(templates: &[Template], out: &mut BTreeSet<String>) {
    for template in templates {
        match template {
            Template::Var(name) => {
                out.insert(name.clone());
            }
            Template::Group(_, inner) => template_vars(inner, out),
            Template::Repeat(repeat) => template_vars(&repeat.body, out),
            Template::Tree(_) => {}
        }
    }
}

/// Every identifier the templates write themselves (not their metavariables), and the macros in
/// `names` they call.
fn template_idents(templates: &[Template], out: &mut BTreeSet<String>) {
    for template in templates {
        match template {
            Template::Tree(tree) => idents(std::slice::from_ref(tree), out),
            Template::Group(_, inner) => template_idents(inner, out),
            Template::Repeat(repeat) => template_idents(&repeat.body, out),
            Template::Var(_) => {}
        }
    }
}

/// Follows calls through the library's macros, accumulating what they use.
pub struct Expander<'a> {
    macros: &'a [Macro],
    names: BTreeSet<String>,
    /// The names the expansions followed so far mention.
    pub reached: BTreeSet<String>,
    /// (macro, rule) pairs some call used.
    pub used: BTreeSet<(usize, usize)>,
    /// Macros this module could not follow: all their rules are kept.
    pub opaque: BTreeSet<usize>,
}

impl<'a> Expander<'a> {
    pub fn new(macros: &'a [Macro]) -> Self {
        Expander {
            macros,
            names: macros.iter().map(|m| m.name.clone()).collect(),
            reached: BTreeSet::new(),
            used: BTreeSet::new(),
            opaque: BTreeSet::new(),
        }
    }

    /// Follows `call`; returns the trees of its first expansion (empty where it could not be
    /// followed). Calls whose arguments hold metavariables (`$x`, inside a macro of the solution)
    /// cannot be matched: their macro is opaque.
    pub fn expand(&mut self, call: &Call) -> Vec<Tree> {
        self.expand_at(call, 0)
    }

    fn expand_at(&mut self, call: &Call, depth: usize) -> Vec<Tree> {
        let mut first = Vec::new();
        for index in 0..self.macros.len() {
            if self.macros[index].name != call.name || self.opaque.contains(&index) {
                continue;
            }
            match self.follow(index, &call.args, depth) {
                Ok(trees) => first.extend(trees),
                Err(Undecided) => self.make_opaque(index),
            }
        }
        first
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
            let Some(bindings) = match_rule(&rule.matcher, args)? else {
                continue;
            };
            let mut out = Vec::new();
            transcribe(&rule.transcriber, &bindings, &mut out)?;
            self.used.insert((index, number));
            idents(&out, &mut self.reached);
            let mut nested = Vec::new();
            calls(&out, &self.names, &mut nested);
            for call in nested {
                self.expand_at(&call, depth + 1);
            }
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
            template_idents(&rule.transcriber, &mut named);
        }
        let called: Vec<usize> = (0..macros.len())
            .filter(|&other| named.contains(&macros[other].name))
            .collect();
        for other in called {
            self.make_opaque(other);
        }
        self.reached.extend(named);
    }
}

fn has_metavariable(trees: &[Tree]) -> bool {
    trees.iter().any(|tree| match tree {
        Tree::Token { text, .. } => text == "$",
        Tree::Group { trees, .. } | Tree::Fragment { trees, .. } => has_metavariable(trees),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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
        expander.expand(&call(
            "input! { from &mut scanner, n: Num<usize>, v: Vec<u8> }",
        ));
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
        expander.expand(&call("input! { n: usize }"));
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
        let out = expander.expand(&call("impls!(u8, Vec<(u8, u16)>, u64 ; pub(crate) f -1)"));
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
        expander.expand(&call("a!(fn f() {})"));
        assert_eq!(used(&expander, "a"), [0, 1]);
        assert_eq!(used(&expander, "b"), [0, 1]);
        for name in ["x", "y", "z"] {
            assert!(expander.reached.contains(name), "{name}");
        }
        // A call with metavariables (inside another macro) is not matched either.
        let mut expander = Expander::new(&macros);
        expander.expand(&call("b!($x)"));
        assert_eq!(used(&expander, "b"), [0, 1]);
    }

    #[test]
    fn endless_recursion_stops() {
        let macros = setup("macro_rules! r { ($($t:tt)*) => { r!(x $($t)*); }; }");
        let mut expander = Expander::new(&macros);
        expander.expand(&call("r!()"));
        assert!(expander.opaque.contains(&0));
    }
}
