//! Keeps what the solution reaches of the libraries pasted after it, and drops the rest.
//!
//! Reaching is by name, to a fixpoint: the solution (everything outside the libraries' modules)
//! reaches every name it mentions; an item of a library is kept when one of its names is reached,
//! and then reaches every name it mentions in turn. Names are not resolved through paths, so a
//! name reaches every item that has it (two `new`s, a local variable named like a function): that
//! keeps a little more than needed, never less. The kinds of item differ in what makes them kept:
//!
//! - `fn`, `struct`, `enum`, `union`, `type`, `const`, `static`, `macro_rules!`: their name.
//! - A `trait`: its name or the name of one of its items (a method called as `x.read()` needs its
//!   trait although nothing names the trait).
//! - An `impl`: every type and trait of the library that its header names outside the generics
//!   and the `where` clause is kept (`impl Readable for Num<T>` needs `Readable` and `Num`; `impl
//!   Display for InputError` needs `InputError`). A trait impl stays whole; an inherent impl keeps
//!   the methods and constants whose names are reached, and goes when none is.
//! - A `use`, leaf by leaf. A re-export (`pub use`) serves other modules: a leaf is kept when
//!   the name it brings in is reached (and then so is what it names, under an alias too). A
//!   private import serves its own module only: it stays when the module is kept for something
//!   else and its name is reached, or it imports a kept trait of the library, or it is a glob or
//!   `as _`. (So a module that imports a trait of `std` only to call its methods must import it
//!   `as _`, or `bundle --check` fails to compile the bundle.) An import of a module stays when
//!   that module is kept.
//! - A `macro_rules!` call at item level (`unsigned!(u8, u16)`): when one of the items it
//!   expands to would be kept. A call of a macro from outside (`thread_local!`): when a name it
//!   defines (after `static`, `const`, `fn`, ...) is reached.
//! - A module: when something in it is kept.
//!
//! Calls of the libraries' macros are followed through their rules ([`super::expand`]): what an
//! expansion mentions is reached, and the rules no call uses are dropped from the macro. Names
//! that format strings capture (`"{MAX_TOKEN}"`) count as mentioned. The libraries' plain
//! comments go too, but for the notice at the top of each (proconio's copyright and licence).

use crate::edit::Edits;
use crate::expand::{self, Call, Expander, Macro};
use crate::tokens::{self, range_of, Kind, Tree};
use crate::FileError;
use quote::ToTokens;
use std::collections::BTreeSet;
use std::ops::Range;

/// Item-level macro calls expanded inside expansions before the rest is taken as kept.
const NESTED_CALLS_LIMIT: usize = 32;

/// What a pruned library kept: its name, and its modules that kept something.
#[derive(Debug, PartialEq, Eq)]
pub struct Kept {
    pub library: String,
    pub modules: Vec<String>,
}

/// `text` (a solution followed by `mod <library> { ... }` for each of `libraries`) without what
/// the solution does not reach; and what each library kept (a library that kept nothing is gone).
pub fn prune(text: &str, libraries: &[String]) -> Result<(String, Vec<Kept>), FileError> {
    let file = tokens::parse_file(text)?;
    let mut parser = Parser {
        macros: Vec::new(),
        collect: true,
    };
    let mut solution = Vec::new();
    let mut modules = Vec::new();
    let mut bodies = Vec::new();
    for item in &file.items {
        match item {
            syn::Item::Mod(module) if libraries.iter().any(|l| module.ident == l) => {
                bodies.push(module_body(module));
                modules.push(parser.item(item));
            }
            _ => solution.push(trees_of(item)),
        }
    }
    let mut macros = std::mem::take(&mut parser.macros);
    // The solution's own macros are followed too (after the libraries', whose indices the items
    // hold): a call of `input!` in one of its rules holds metavariables and cannot be matched
    // until a call of the solution's macro expands it.
    for trees in &solution {
        solution_macros(trees, &mut macros);
    }
    let names: BTreeSet<String> = macros.iter().map(|m| m.name.clone()).collect();
    fill(&mut modules, &macros, &names, 0);
    let mut defined = BTreeSet::new();
    for module in &modules {
        module.defines(&mut defined);
    }

    let mut reach = Reach {
        reached: BTreeSet::new(),
        expander: Expander::new(&macros),
        defined,
    };
    // The solution: everything it mentions, and what its calls of library macros expand to.
    for trees in &solution {
        mentions(trees, &mut reach.reached);
        let mut calls = Vec::new();
        expand::calls(trees, &names, &mut calls);
        for call in &calls {
            reach.follow(call);
        }
    }
    loop {
        let mut changed = false;
        for module in &mut modules {
            changed |= reach.round(module);
        }
        if !changed {
            break;
        }
    }
    let mut kept_modules = BTreeSet::new();
    for module in &mut modules {
        settle(module, &reach.reached, &reach.defined, &mut kept_modules);
    }
    for module in &mut modules {
        settle_module_imports(module, &reach.reached, &kept_modules);
    }

    let mut changes = Vec::new();
    let mut kept = Vec::new();
    for module in &modules {
        let What::Module { name, items } = &module.what else {
            continue;
        };
        if !module.kept {
            changes.push((module.bytes.clone(), String::new()));
            continue;
        }
        edit(text, items, &macros, &reach.expander, &mut changes);
        kept.push(Kept {
            library: name.clone(),
            modules: items
                .iter()
                .filter(|i| i.kept)
                .filter_map(|i| match &i.what {
                    What::Module { name, .. } => Some(name.clone()),
                    _ => None,
                })
                .collect(),
        });
    }
    let mut edits = Edits::default();
    for (_, body) in modules.iter().zip(&bodies).filter(|(m, _)| m.kept) {
        for comment in comments_after_notice(text, body)? {
            if !changes
                .iter()
                .any(|(range, _)| range.contains(&comment.start))
            {
                edits.remove(comment);
            }
        }
    }
    for (range, with) in changes {
        edits.replace(range, with);
    }
    Ok((edits.apply(text), kept))
}

fn trees_of(node: &impl ToTokens) -> Vec<Tree> {
    tokens::trees(node.to_token_stream())
}

/// The `macro_rules!` definitions in `trees`, at any depth (a solution often defines its macros
/// inside `main`), that can be followed.
fn solution_macros(trees: &[Tree], out: &mut Vec<Macro>) {
    for (index, tree) in trees.iter().enumerate() {
        if let Tree::Group { trees, .. } = tree {
            solution_macros(trees, out);
            continue;
        }
        let name = trees.get(index + 2).and_then(Tree::ident);
        let body = trees.get(index + 3);
        if let (true, Some(name), Some(Tree::Group { trees: body, .. })) =
            (tree.is("macro_rules"), name, body)
        {
            out.extend(Macro::parse(name, body));
        }
    }
}

/// The bytes inside the braces of a library's module, and where its first code is.
struct Body {
    inside: Range<usize>,
    first_code: usize,
}

fn module_body(module: &syn::ItemMod) -> Body {
    let Some((brace, items)) = &module.content else {
        let at = range_of(module);
        return Body {
            inside: at.clone(),
            first_code: at.end,
        };
    };
    let inside = tokens::bytes(brace.span.open()).end..tokens::bytes(brace.span.close()).start;
    let inner_attributes = module.attrs.iter().map(range_of);
    let first_code = inner_attributes
        .chain(items.first().map(range_of))
        .map(|r| r.start)
        .filter(|&start| start >= inside.start)
        .min()
        .unwrap_or(inside.end);
    Body { inside, first_code }
}

/// The plain comments of a library's module but for the notice at its top (proconio's copyright
/// and licence): the crate is the place to read the library, and its comments would take a sixth
/// of the bundle.
fn comments_after_notice(text: &str, body: &Body) -> Result<Vec<Range<usize>>, FileError> {
    Ok(tokens::comments(text, body.inside.clone())?
        .into_iter()
        .filter(|comment| comment.start > body.first_code)
        .collect())
}

/// A node of a library: its bytes (outer attributes included), what it is, and, once filled,
/// what it mentions.
#[derive(Debug)]
struct Item {
    bytes: Range<usize>,
    what: What,
    /// The trees whose names and calls count when it is kept: all of them, or for an inherent
    /// impl its header, or none (a module, a `use`, a `macro_rules!`).
    scan: Option<Vec<Tree>>,
    mentions: BTreeSet<String>,
    calls: Vec<Call>,
    kept: bool,
}

#[derive(Debug)]
enum What {
    Module {
        name: String,
        items: Vec<Item>,
    },
    /// Kept when one of `names` is reached. The first `own` are its own (the others are a
    /// trait's items).
    Named {
        names: Vec<String>,
        own: usize,
    },
    Macro {
        index: usize,
        name: String,
    },
    Impl {
        /// The names its header mentions; those the library defines must be kept.
        header: Vec<String>,
        /// An inherent impl's items (a trait impl stays whole).
        members: Option<Vec<Item>>,
    },
    Use {
        /// `pub` or `pub(...)`: a re-export.
        public: bool,
        /// The bytes between `use` and `;`: its tree.
        tree_bytes: Range<usize>,
        leaves: Vec<Leaf>,
    },
    /// A macro call at item level. Once filled, only calls of the libraries' macros are left
    /// (the others become `Named` by the names they define, or `Always`).
    Call {
        call: Call,
        /// The items of its expansion (`None` when it cannot be followed, which keeps the
        /// call).
        expansion: Option<Vec<Item>>,
    },
    /// Not classified here: kept.
    Always,
}

impl Item {
    fn new(bytes: Range<usize>, what: What, scan: Option<Vec<Tree>>) -> Item {
        Item {
            bytes,
            what,
            scan,
            mentions: BTreeSet::new(),
            calls: Vec::new(),
            kept: false,
        }
    }

    /// Adds the names the library defines through this item.
    fn defines(&self, out: &mut BTreeSet<String>) {
        match &self.what {
            What::Module { items, .. } => items.iter().for_each(|i| i.defines(out)),
            What::Named { names, own } => out.extend(names.iter().take(*own).cloned()),
            What::Macro { name, .. } => {
                out.insert(name.clone());
            }
            What::Impl {
                members: Some(members),
                ..
            } => members.iter().for_each(|i| i.defines(out)),
            What::Call {
                expansion: Some(items),
                ..
            } => items.iter().for_each(|i| i.defines(out)),
            _ => {}
        }
    }
}

/// One name a `use` brings in (or a glob), in the order of the tree.
#[derive(Debug)]
struct Leaf {
    /// The name it brings into scope.
    name: String,
    /// The name of what it imports.
    target: String,
    /// From `std`, `core` or `alloc`.
    external: bool,
    glob: bool,
    /// `as _`: imported for its methods only.
    unnamed: bool,
    kept: bool,
}

/// The leaves of the use tree `tree`, under the path `path`.
fn leaves(tree: &syn::UseTree, path: &mut Vec<String>, out: &mut Vec<Leaf>) {
    let external = |first: Option<&str>| matches!(first, Some("std" | "core" | "alloc"));
    let (name, alias) = match tree {
        syn::UseTree::Path(inner) => {
            path.push(inner.ident.to_string());
            leaves(&inner.tree, path, out);
            path.pop();
            return;
        }
        syn::UseTree::Group(group) => {
            group.items.iter().for_each(|t| leaves(t, path, out));
            return;
        }
        syn::UseTree::Glob(_) => {
            out.push(Leaf {
                name: String::new(),
                target: String::new(),
                external: external(path.first().map(String::as_str)),
                glob: true,
                unnamed: false,
                kept: false,
            });
            return;
        }
        syn::UseTree::Name(leaf) => (leaf.ident.to_string(), None),
        syn::UseTree::Rename(leaf) => (leaf.ident.to_string(), Some(leaf.rename.to_string())),
    };
    let target = match name.as_str() {
        "self" => path.last().cloned().unwrap_or_default(),
        _ => name.clone(),
    };
    out.push(Leaf {
        name: alias.clone().unwrap_or_else(|| target.clone()),
        external: external(
            path.first()
                .map_or(Some(name.as_str()), |p| Some(p.as_str())),
        ),
        target,
        glob: false,
        unnamed: alias.as_deref() == Some("_"),
        kept: false,
    });
}

/// The use tree with only the leaves whose flag is set, or `None` when none is.
fn render(tree: &syn::UseTree, keep: &mut impl Iterator<Item = bool>) -> Option<String> {
    match tree {
        syn::UseTree::Path(inner) => {
            Some(format!("{}::{}", inner.ident, render(&inner.tree, keep)?))
        }
        syn::UseTree::Name(leaf) => keep.next()?.then(|| leaf.ident.to_string()),
        syn::UseTree::Rename(leaf) => keep
            .next()?
            .then(|| format!("{} as {}", leaf.ident, leaf.rename)),
        syn::UseTree::Glob(_) => keep.next()?.then(|| "*".to_string()),
        syn::UseTree::Group(group) => {
            let kept: Vec<String> = group.items.iter().filter_map(|t| render(t, keep)).collect();
            (!kept.is_empty()).then(|| format!("{{{}}}", kept.join(", ")))
        }
    }
}

/// Reads the items of the bundle (or of an expansion).
struct Parser {
    macros: Vec<Macro>,
    /// Whether `macro_rules!` items are collected (not inside expansions).
    collect: bool,
}

fn named(ident: &syn::Ident) -> What {
    let name = ident.to_string();
    if name == "_" {
        return What::Always;
    }
    What::Named {
        names: vec![name],
        own: 1,
    }
}

impl Parser {
    fn items(&mut self, items: &[syn::Item]) -> Vec<Item> {
        items.iter().map(|item| self.item(item)).collect()
    }

    fn item(&mut self, item: &syn::Item) -> Item {
        use syn::Item as I;
        let bytes = range_of(item);
        let what = match item {
            I::Mod(syn::ItemMod {
                ident,
                content: Some((_, items)),
                ..
            }) => {
                let items = self.items(items);
                let name = ident.to_string();
                return Item::new(bytes, What::Module { name, items }, None);
            }
            I::Fn(f) => named(&f.sig.ident),
            I::Struct(s) => named(&s.ident),
            I::Enum(e) => named(&e.ident),
            I::Union(u) => named(&u.ident),
            I::Type(t) => named(&t.ident),
            I::Static(s) => named(&s.ident),
            I::Const(c) => named(&c.ident),
            I::Trait(t) => {
                let mut names = vec![t.ident.to_string()];
                names.extend(t.items.iter().filter_map(|member| match member {
                    syn::TraitItem::Fn(f) => Some(f.sig.ident.to_string()),
                    syn::TraitItem::Const(c) => Some(c.ident.to_string()),
                    syn::TraitItem::Type(t) => Some(t.ident.to_string()),
                    _ => None,
                }));
                What::Named { names, own: 1 }
            }
            I::Impl(implementation) => return implementation_item(bytes, implementation),
            I::Use(import) => {
                let mut found = Vec::new();
                leaves(&import.tree, &mut Vec::new(), &mut found);
                let what = What::Use {
                    public: !matches!(import.vis, syn::Visibility::Inherited),
                    tree_bytes: range_of(&import.tree),
                    leaves: found,
                };
                // Its leaves are followed one by one.
                return Item::new(bytes, what, None);
            }
            I::Macro(syn::ItemMacro {
                ident: Some(name),
                mac,
                ..
            }) => {
                let name = name.to_string();
                let parsed = Macro::parse(&name, &tokens::trees(mac.tokens.clone()));
                match parsed {
                    Some(parsed) if self.collect => {
                        self.macros.push(parsed);
                        let index = self.macros.len() - 1;
                        return Item::new(bytes, What::Macro { index, name }, None);
                    }
                    _ => What::Named {
                        names: vec![name],
                        own: 1,
                    },
                }
            }
            I::Macro(call) => What::Call {
                call: Call {
                    name: call
                        .mac
                        .path
                        .segments
                        .last()
                        .map_or_else(String::new, |s| s.ident.to_string()),
                    args: tokens::trees(call.mac.tokens.clone()),
                },
                expansion: None,
            },
            _ => What::Always,
        };
        Item::new(bytes, what, Some(trees_of(item)))
    }
}

/// `impl<...> [Trait for] Type [where ...] { body }`: the names of its header, outside the
/// generics and the `where` clause, and for an inherent impl its members one by one.
fn implementation_item(bytes: Range<usize>, implementation: &syn::ItemImpl) -> Item {
    let mut header_trees = Vec::new();
    if let Some((path, _)) = &implementation.trait_ {
        header_trees.extend(trees_of(path));
    }
    header_trees.extend(trees_of(&implementation.self_ty));
    let mut header = Vec::new();
    header_names(&header_trees, &mut header);
    if implementation.trait_.is_some() {
        let what = What::Impl {
            header,
            members: None,
        };
        return Item::new(bytes, what, Some(trees_of(implementation)));
    }
    let members = implementation
        .items
        .iter()
        .map(|member| {
            let name = match member {
                syn::ImplItem::Fn(f) => Some(&f.sig.ident),
                syn::ImplItem::Const(c) => Some(&c.ident),
                syn::ImplItem::Type(t) => Some(&t.ident),
                _ => None,
            };
            let what = name.map_or(What::Always, named);
            Item::new(range_of(member), what, Some(trees_of(member)))
        })
        .collect();
    // The header: everything but the body, the last tree.
    let mut scan = trees_of(implementation);
    scan.pop();
    let what = What::Impl {
        header,
        members: Some(members),
    };
    Item::new(bytes, what, Some(scan))
}

/// The identifiers of a header's types and traits that are not followed by `::` (a module).
fn header_names(trees: &[Tree], out: &mut Vec<String>) {
    for (index, tree) in trees.iter().enumerate() {
        match tree {
            Tree::Group { trees, .. } => header_names(trees, out),
            _ => {
                if let Some(name) = tree.ident() {
                    if !trees.get(index + 1).is_some_and(|t| t.is("::")) {
                        out.push(name.to_string());
                    }
                }
            }
        }
    }
}

/// Computes what each item mentions and calls, and expands item-level calls of library macros.
fn fill(items: &mut [Item], macros: &[Macro], names: &BTreeSet<String>, depth: usize) {
    for item in items {
        if let Some(trees) = &item.scan {
            mentions(trees, &mut item.mentions);
            expand::calls(trees, names, &mut item.calls);
        }
        match &mut item.what {
            What::Module { items, .. }
            | What::Impl {
                members: Some(items),
                ..
            } => fill(items, macros, names, depth),
            What::Call { call, expansion } => {
                if names.contains(&call.name) {
                    *expansion = expansion_items(call, macros, names, depth);
                } else {
                    let mut defined = Vec::new();
                    defined_by_call(&call.args, &mut defined);
                    item.what = if defined.is_empty() {
                        What::Always
                    } else {
                        What::Named {
                            own: defined.len(),
                            names: defined,
                        }
                    };
                }
            }
            _ => {}
        }
    }
}

/// The items `call` expands to, filled; `None` when it cannot be followed.
fn expansion_items(
    call: &Call,
    macros: &[Macro],
    names: &BTreeSet<String>,
    depth: usize,
) -> Option<Vec<Item>> {
    if depth >= NESTED_CALLS_LIMIT {
        return None;
    }
    let mut expander = Expander::new(macros);
    let trees = expander.expand(call);
    if !expander.opaque.is_empty() {
        return None;
    }
    // `$crate` is a path's start to rustc, a stray `$` to syn.
    let text = expand::render(&trees).replace("$crate", "crate");
    let file = tokens::parse_file(&text).ok()?;
    let mut parser = Parser {
        macros: Vec::new(),
        collect: false,
    };
    let mut items = parser.items(&file.items);
    fill(&mut items, macros, names, depth + 1);
    Some(items)
}

/// The names a call of a macro from outside defines: those after `static`, `const`, `fn`, ...
fn defined_by_call(trees: &[Tree], out: &mut Vec<String>) {
    for (index, tree) in trees.iter().enumerate() {
        if let Tree::Group { trees, .. } = tree {
            defined_by_call(trees, out);
            continue;
        }
        let defines = ["static", "const", "fn", "struct", "enum", "type"];
        if !defines.iter().any(|keyword| tree.is(keyword)) {
            continue;
        }
        let at = index + 1 + usize::from(trees.get(index + 1).is_some_and(|t| t.is("mut")));
        if let Some(name) = trees.get(at).and_then(Tree::ident) {
            out.push(name.to_string());
        }
    }
}

/// Adds the identifiers of `trees` and the names their format strings capture.
fn mentions(trees: &[Tree], out: &mut BTreeSet<String>) {
    for tree in trees {
        match tree {
            Tree::Token {
                text,
                kind: Kind::Ident,
                ..
            } => {
                out.insert(text.clone());
            }
            Tree::Token {
                text,
                kind: Kind::Literal,
                ..
            } => captured(text, out),
            Tree::Group { trees, .. } | Tree::Fragment { trees, .. } => mentions(trees, out),
            Tree::Token { .. } => {}
        }
    }
}

/// The names `{name}` or `{name:...}` in a string literal (not `{{`).
fn captured(literal: &str, out: &mut BTreeSet<String>) {
    if !literal.ends_with('"') {
        return;
    }
    let bytes = literal.as_bytes();
    let mut index = 0;
    while index < bytes.len() {
        if bytes[index] != b'{' {
            index += 1;
            continue;
        }
        if bytes.get(index + 1) == Some(&b'{') {
            index += 2;
            continue;
        }
        let start = index + 1;
        let mut end = start;
        while end < bytes.len() && (bytes[end].is_ascii_alphanumeric() || bytes[end] == b'_') {
            end += 1;
        }
        let name = &literal[start..end];
        let starts_well = name
            .bytes()
            .next()
            .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_');
        if starts_well && matches!(bytes.get(end), Some(b'}' | b':')) {
            out.insert(name.to_string());
        }
        index = end.max(start);
    }
}

/// The fixpoint's state: the names reached, and the calls followed.
struct Reach<'a> {
    reached: BTreeSet<String>,
    expander: Expander<'a>,
    /// The names the libraries define (other names in an impl's header are the world's).
    defined: BTreeSet<String>,
}

impl Reach<'_> {
    fn follow(&mut self, call: &Call) {
        self.expander.expand(call);
        self.reached.append(&mut self.expander.reached);
    }

    fn keep(&mut self, item: &mut Item) {
        item.kept = true;
        self.reached.extend(item.mentions.iter().cloned());
        for call in &item.calls {
            self.follow(call);
        }
    }

    fn header_kept(&self, header: &[String]) -> bool {
        header
            .iter()
            .all(|name| !self.defined.contains(name) || self.reached.contains(name))
    }

    /// Keeps what is newly reached in `item`; true when something was.
    fn round(&mut self, item: &mut Item) -> bool {
        let mut changed = false;
        match &mut item.what {
            What::Module { items, .. } => {
                for child in items.iter_mut() {
                    changed |= self.round(child);
                }
            }
            What::Named { names, own } => {
                if !item.kept && names.iter().any(|n| self.reached.contains(n)) {
                    self.reached.extend(names[..*own].iter().cloned());
                    self.keep(item);
                    changed = true;
                }
            }
            What::Macro { name, .. } => {
                if !item.kept && self.reached.contains(name) {
                    self.keep(item);
                    changed = true;
                }
            }
            What::Impl { header, members } => {
                if !self.header_kept(header) {
                    return false;
                }
                match members {
                    None if !item.kept => {
                        self.keep(item);
                        changed = true;
                    }
                    None => {}
                    Some(members) => {
                        for member in members.iter_mut() {
                            changed |= self.round(member);
                        }
                        if !item.kept && members.iter().any(|m| m.kept) {
                            self.keep(item);
                            changed = true;
                        }
                    }
                }
            }
            What::Use { leaves, public, .. } => {
                for leaf in leaves.iter_mut().filter(|l| !l.glob) {
                    // An alias reaches what it names.
                    let alias_reached = !leaf.external && self.reached.contains(&leaf.name);
                    if alias_reached && self.reached.insert(leaf.target.clone()) {
                        changed = true;
                    }
                    // A re-export serves other modules: it keeps its own. A private import
                    // serves its module only, and waits for it to be kept for something else.
                    let re_export = *public && !leaf.unnamed && !self.imports_module(leaf);
                    if re_export && !leaf.kept && wanted(leaf, &self.reached) {
                        leaf.kept = true;
                        changed = true;
                    }
                }
                item.kept = leaves.iter().any(|l| l.kept);
            }
            What::Call { expansion, .. } => {
                let keep = match expansion {
                    Some(items) => items.iter().any(|i| self.would_keep(i)),
                    None => true,
                };
                if !item.kept && keep {
                    self.keep(item);
                    changed = true;
                }
            }
            What::Always => {
                if !item.kept {
                    self.keep(item);
                    changed = true;
                }
            }
        }
        changed
    }

    /// A leaf that imports a module of the library, which is kept only when the module is (a
    /// module's name is not an item's: a module is kept for what is in it).
    fn imports_module(&self, leaf: &Leaf) -> bool {
        !leaf.external && !leaf.glob && !self.defined.contains(&leaf.target)
    }

    /// Whether `item` (of an expansion) would be kept as things stand.
    fn would_keep(&self, item: &Item) -> bool {
        match &item.what {
            What::Module { items, .. } => items.iter().any(|i| self.would_keep(i)),
            What::Named { names, .. } => names.iter().any(|n| self.reached.contains(n)),
            What::Macro { name, .. } => self.reached.contains(name),
            What::Impl { header, members } => {
                self.header_kept(header)
                    && members
                        .as_ref()
                        .is_none_or(|ms| ms.iter().any(|m| self.would_keep(m)))
            }
            What::Use { leaves, .. } => leaves.iter().any(|l| self.reached.contains(&l.name)),
            What::Call { expansion, .. } => expansion
                .as_ref()
                .is_none_or(|items| items.iter().any(|i| self.would_keep(i))),
            What::Always => true,
        }
    }
}

/// After the fixpoint: a module is kept when something in it is, and then so are its inner
/// attributes and the imports its items need (globs and `as _` imports included). Collects the
/// names of the modules kept.
fn settle(
    item: &mut Item,
    reached: &BTreeSet<String>,
    defined: &BTreeSet<String>,
    kept_modules: &mut BTreeSet<String>,
) {
    let What::Module { items, name } = &mut item.what else {
        return;
    };
    for child in items.iter_mut() {
        settle(child, reached, defined, kept_modules);
    }
    item.kept = items.iter().any(|i| i.kept);
    if !item.kept {
        return;
    }
    kept_modules.insert(name.clone());
    for child in items.iter_mut() {
        let What::Use { leaves, .. } = &mut child.what else {
            continue;
        };
        for leaf in leaves.iter_mut() {
            let module = !leaf.external && !leaf.glob && !leaf.unnamed;
            let module = module && !defined.contains(&leaf.target);
            if !module && (leaf.glob || leaf.unnamed || wanted(leaf, reached)) {
                leaf.kept = true;
                child.kept = true;
            }
        }
    }
}

/// Whether an import's name is reached (or, into the library, what it imports: a trait whose
/// methods are called).
fn wanted(leaf: &Leaf, reached: &BTreeSet<String>) -> bool {
    reached.contains(&leaf.name) || (!leaf.external && reached.contains(&leaf.target))
}

/// Keeps the imports of modules that are kept, where their name is reached.
fn settle_module_imports(
    item: &mut Item,
    reached: &BTreeSet<String>,
    kept_modules: &BTreeSet<String>,
) {
    let What::Module { items, .. } = &mut item.what else {
        return;
    };
    if !item.kept {
        return;
    }
    for child in items.iter_mut() {
        match &mut child.what {
            What::Module { .. } => settle_module_imports(child, reached, kept_modules),
            What::Use { leaves, .. } => {
                for leaf in leaves.iter_mut() {
                    let module = !leaf.external && !leaf.glob && !leaf.unnamed;
                    if module
                        && !leaf.kept
                        && kept_modules.contains(&leaf.target)
                        && reached.contains(&leaf.name)
                    {
                        leaf.kept = true;
                        child.kept = true;
                    }
                }
            }
            _ => {}
        }
    }
}

/// The changes (byte range, replacement) that drop what is not kept inside the kept module
/// `items`.
fn edit(
    text: &str,
    items: &[Item],
    macros: &[Macro],
    expander: &Expander,
    changes: &mut Vec<(Range<usize>, String)>,
) {
    for item in items {
        if !item.kept {
            changes.push((item.bytes.clone(), String::new()));
            continue;
        }
        match &item.what {
            What::Module { items, .. } => edit(text, items, macros, expander, changes),
            What::Impl {
                members: Some(members),
                ..
            } => {
                for member in members.iter().filter(|m| !m.kept) {
                    changes.push((member.bytes.clone(), String::new()));
                }
            }
            What::Use {
                tree_bytes, leaves, ..
            } if leaves.iter().any(|l| !l.kept) => {
                let tree: syn::UseTree =
                    syn::parse_str(&text[tree_bytes.clone()]).expect("it parsed in the bundle");
                let rendered =
                    render(&tree, &mut leaves.iter().map(|l| l.kept)).unwrap_or_default();
                changes.push((tree_bytes.clone(), rendered));
            }
            What::Macro { index, .. } => {
                let used: Vec<bool> = (0..macros[*index].rules.len())
                    .map(|rule| expander.used.contains(&(*index, rule)))
                    .collect();
                // A macro imported but never called keeps its rules, to stay a valid macro.
                if used.contains(&true) {
                    for (rule, used) in macros[*index].rules.iter().zip(used) {
                        if !used {
                            changes.push((rule.bytes.clone(), String::new()));
                        }
                    }
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Prunes `library` as the module `lib` after `solution`; returns the library's text.
    fn pruned(solution: &str, library: &str) -> String {
        let text = format!("{solution}\nmod lib {{\n{library}\n}}\n");
        let (out, _) = prune(&text, &["lib".to_string()]).unwrap();
        out[solution.len()..].to_string()
    }

    #[test]
    fn an_unused_item_is_dropped_with_its_comment() {
        let out = pruned(
            "fn main() { lib::used(); }",
            "pub fn used() { helper() }\nfn helper() {}\n\n// Why unused exists.\npub fn unused() { helper() }\n",
        );
        assert!(out.contains("pub fn used()"), "{out}");
        assert!(out.contains("fn helper()"), "{out}");
        assert!(!out.contains("unused"), "{out}");
    }

    #[test]
    fn an_item_used_through_a_macro_is_kept() {
        let library = "macro_rules! read {\n    (from $s:expr) => { $crate::lib::parse($s) };\n    \
                       () => { $crate::lib::global() };\n}\npub(crate) use read;\n\
                       pub fn parse(s: &str) -> u8 { s.len() as u8 }\npub fn global() -> u8 { 0 }\n";
        let out = pruned(
            "use crate::lib::read;\nfn main() { read!(from \"x\"); }",
            library,
        );
        assert!(out.contains("pub fn parse"), "{out}");
        assert!(out.contains("pub(crate) use read;"), "{out}");
        // The rule no call uses goes, and what only it needed.
        assert!(!out.contains("global"), "{out}");
        assert!(out.contains("(from $s:expr)"), "{out}");
    }

    #[test]
    fn an_impl_of_a_kept_trait_for_a_kept_type_is_kept() {
        let library = "pub trait Readable { fn read() -> Self; }\npub struct Num;\npub struct Chars;\n\
                       impl Readable for Num { fn read() -> Self { Num } }\n\
                       impl Readable for Chars { fn read() -> Self { Chars } }\n\
                       impl std::fmt::Display for Num { fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { Ok(()) } }\n\
                       impl Num { pub fn new() -> Num { Num } fn other(&self) {} }\n";
        let out = pruned(
            "fn main() { <lib::Num as lib::Readable>::read(); lib::Num::new(); }",
            library,
        );
        assert!(out.contains("impl Readable for Num"), "{out}");
        assert!(out.contains("impl std::fmt::Display for Num"), "{out}");
        assert!(!out.contains("Chars"), "{out}");
        assert!(out.contains("pub fn new()"), "{out}");
        assert!(!out.contains("fn other"), "{out}");
    }

    /// A hole of the hand-written parser: the item ended at the first `{` of its header.
    #[test]
    fn impls_for_types_with_const_generic_blocks_are_read_whole() {
        let library = "pub trait Tr { fn go(&self); }\npub struct S<const N: usize>;\n\
                       impl<const N: usize> Tr for S<{ N }> { fn go(&self) {} }\n\
                       impl<const N: usize> S<{ N }> { pub fn new() -> Self { S } fn other() {} }\n\
                       pub struct Unused;\nimpl Tr for Unused { fn go(&self) {} }\n";
        let out = pruned("fn main() { lib::S::<3>::new().go(); }", library);
        assert!(
            out.contains("impl<const N: usize> Tr for S<{ N }> { fn go(&self) {} }"),
            "{out}"
        );
        assert!(out.contains("pub fn new() -> Self { S }"), "{out}");
        assert!(!out.contains("fn other"), "{out}");
        assert!(!out.contains("Unused"), "{out}");
    }

    #[test]
    fn a_trait_called_only_by_method_is_kept() {
        let library = "pub trait Source { fn next_token(&mut self) -> u8; }\npub struct S;\n\
                       impl Source for S { fn next_token(&mut self) -> u8 { 1 } }\n\
                       pub fn first() -> u8 { S.next_token() }\n";
        let out = pruned("fn main() { lib::first(); }", library);
        assert!(out.contains("pub trait Source"), "{out}");
        assert!(out.contains("impl Source for S"), "{out}");
    }

    #[test]
    fn imports_keep_only_the_leaves_used() {
        let library = "pub mod a {\n    use std::io::{self, BufRead, Write};\n    use std::sync::OnceLock;\n    \
                       use super::b::{One, Two};\n    pub fn f(w: &mut dyn Write) -> io::Result<One> { todo!() }\n}\n\
                       pub mod b {\n    pub struct One;\n    pub struct Two;\n}\npub use a::f;\n";
        let out = pruned("fn main() { lib::f(&mut Vec::new()); }", library);
        assert!(out.contains("use std::io::{self, Write};"), "{out}");
        assert!(!out.contains("OnceLock"), "{out}");
        assert!(out.contains("use super::b::{One};"), "{out}");
        assert!(!out.contains("Two"), "{out}");
        assert!(out.contains("pub use a::f;"), "{out}");
    }

    #[test]
    fn item_level_calls_are_kept_by_what_they_expand_to() {
        let library = "pub trait Unsigned { const MAX: u64; }\n\
                       macro_rules! unsigned { ($($t:ty),*) => { $(impl Unsigned for $t { const MAX: u64 = <$t>::MAX as u64; })* }; }\n\
                       unsigned!(u8, u32);\n\
                       pub trait Other {}\nmacro_rules! other { ($t:ty) => { impl Other for $t {} }; }\nother!(u8);\n\
                       thread_local! { static LINE: u8 = 0; }\nthread_local! { static UNUSED: u8 = 0; }\n";
        let out = pruned(
            "fn main() { lib::LINE.with(|_| ()); f::<lib::Unsigned>(); }",
            library,
        );
        assert!(out.contains("unsigned!(u8, u32);"), "{out}");
        assert!(out.contains("macro_rules! unsigned"), "{out}");
        assert!(!out.contains("Other"), "{out}");
        assert!(out.contains("static LINE"), "{out}");
        assert!(!out.contains("UNUSED"), "{out}");
    }

    #[test]
    fn format_strings_capture_names() {
        let out = pruned(
            "fn main() { lib::f(); }",
            "const LIMIT: u8 = 3;\nconst OTHER: u8 = 4;\npub fn f() -> String { format!(\"{LIMIT:>3} {{OTHER}}\") }\n",
        );
        assert!(out.contains("const LIMIT"), "{out}");
        assert!(!out.contains("const OTHER"), "{out}");
    }

    #[test]
    fn reports_the_modules_kept() {
        let text = "fn main() { lib::a::f(); }\nmod lib {\npub mod a { pub fn f() {} }\npub mod b { pub fn g() {} }\n}\n";
        let (out, kept) = prune(text, &["lib".to_string()]).unwrap();
        assert!(!out.contains("mod b"), "{out}");
        assert_eq!(
            kept,
            [Kept {
                library: "lib".into(),
                modules: vec!["a".into()]
            }]
        );
    }
}
