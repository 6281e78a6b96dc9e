//! Keeps what the solution reaches of the libraries pasted after it, and drops the rest.
//!
//! Reaching is to a fixpoint. The solution (everything outside the libraries' modules) reaches
//! what its names resolve to through Rust's scoping ([`super::scope`]): a path or an import into
//! a library, a bare name a glob brought in and nothing of its own shadows, and for its method
//! calls, members only. Inside the libraries reaching is by name: an item of a library is kept
//! when one of its names is reached, and then reaches every name it mentions in turn (but its
//! own: a kept `fn token` in one impl keeps no other `token`). Those
//! names are not resolved through paths, so a name reaches every item that has it (two `new`s,
//! a local variable named like a function): that keeps a little more than needed, never less,
//! and costs bytes only where a library's own code is pasted. The kinds of item differ in what
//! makes them kept:
//!
//! - `fn`, `struct`, `enum`, `union`, `type`, `const`, `static`, `macro_rules!`: their name.
//! - A `trait`: its name or the name of one of its items (a method called as `x.read()` needs its
//!   trait although nothing names the trait), mentioned where the trait is in scope: in its
//!   module or one that imports it (anywhere, when a library imports a glob); the solution's
//!   method calls count only when a glob may have brought the trait into its scope unnamed.
//!   (proconio's `RuntimeReadable` was kept because `Readable`'s impls define `fn read`.)
//! - An `impl`: every type and trait of the library that its header names outside the generics
//!   and the `where` clause is kept (`impl Readable for Num<T>` needs `Readable` and `Num`; `impl
//!   Display for InputError` needs `InputError`). A trait impl stays whole; an inherent impl keeps
//!   the methods and constants whose names are reached (by the solution's method calls too),
//!   and goes when none is.
//! - A `use`, leaf by leaf. A re-export (`pub use`) serves other modules: a leaf is kept when
//!   the name it brings in is reached (and then so is what it names, under an alias too). A
//!   private import serves its own module only: it stays when the module is kept for something
//!   else and its name is reached, or it imports a kept trait of the library, or it is a glob or
//!   `as _`. (So a module that imports a trait of `std` only to call its methods must import it
//!   `as _`, or `bundle --check` fails to compile the bundle.) An import of a module stays when
//!   that module is kept.
//! - A macro call at item level: a call of a library's macro (`unsigned!(u8, u16)`) when a name
//!   of the library that its expansion mentions or defines is reached, but for what it defines
//!   inside its items (`const MAX` in the impls it writes: `u64::MAX` elsewhere is no reason); of a macro from outside
//!   (`thread_local!`), when a name it defines (after `static`, `const`, `fn`, ...) is.
//! - A module: when something in it is kept.
//!
//! Calls of the libraries' macros are followed through their rules ([`super::expand`]): what an
//! expansion mentions is reached, and the rules no call uses are dropped from the macro. Names
//! that format strings capture (`"{MAX_TOKEN}"`) count as mentioned. The libraries' plain
//! comments go too, but for the notice at the top of each (proconio's copyright and licence).

use crate::edit::Edits;
use crate::expand::{Call, Expander, Macro};
use crate::scope;
use crate::tokens::{self, defines, names, range_of, Tree};
use crate::FileError;
use quote::ToTokens;
use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;

/// What a pruned library kept: its name, and its modules that kept something.
#[derive(Debug, PartialEq, Eq)]
pub struct Kept {
    pub library: String,
    pub modules: Vec<String>,
}

/// `text` (a solution followed by `mod <library> { ... }` for each library, the root's modules
/// that `is_library`) without what the solution does not reach; and what each library kept (a
/// library that kept nothing is gone).
pub fn prune(
    text: &str,
    is_library: impl Fn(&syn::Ident) -> bool,
) -> Result<(String, Vec<Kept>), FileError> {
    let file = tokens::parse_file(text)?;
    let (mut macros, mut modules, mut solution) = (Vec::new(), Vec::new(), Vec::new());
    let mut own = Vec::new();
    for item in &file.items {
        match item {
            syn::Item::Mod(module) if is_library(&module.ident) => {
                modules.push(parse(item, &mut macros))
            }
            _ => {
                solution.push(trees_of(item));
                own.push(item);
            }
        }
    }
    // The solution's own macros are followed too (after the libraries', whose indices the items
    // hold): a call of `input!` in one of its rules holds metavariables and cannot be matched
    // until a call of the solution's macro expands it.
    for trees in &solution {
        solution_macros(trees, &mut macros);
    }
    let mut reach = Reach {
        expander: Expander::new(&macros),
        defined: BTreeSet::new(),
        modules: BTreeSet::new(),
        members: BTreeSet::new(),
        globbed: false,
        qualified: BTreeSet::new(),
        kept: BTreeSet::new(),
        mentioned: BTreeMap::new(),
        importers: BTreeMap::new(),
        library_globs: false,
    };
    for module in &mut modules {
        reach.fill(module);
    }
    let mut module_paths = BTreeSet::new();
    reach.imports(&modules, &mut Vec::new(), &mut module_paths);
    // The solution's names reach through its scopes; its mentions only follow the calls of the
    // libraries' macros, whose expansions reach by name as the libraries do.
    let mut library_names = reach.defined.clone();
    library_names.extend(module_paths.iter().filter_map(|path| path.last().cloned()));
    let found = scope::reached(&own, &module_paths, &library_names);
    reach.expander.reached.extend(found.names);
    (reach.members, reach.globbed) = (found.members, found.globbed);
    reach.qualified = found.qualified;
    reach.expander.own = own.iter().map(|item| range_of(*item)).collect();
    for trees in &solution {
        reach.expander.mention(trees, 0);
    }
    while reach.round(&mut modules, false, &mut Vec::new()) {}

    let mut edits = Edits::default();
    let mut kept = Vec::new();
    for module in &modules {
        let (Kind::Module(library), true) = (&module.kind, module.kept) else {
            edits.remove(module.bytes.clone());
            continue;
        };
        edit(
            text,
            &module.children,
            &reach,
            &mut vec![library.clone()],
            &mut edits,
        );
        // The notice is what comes before the first item.
        let end = module.bytes.end - 1;
        let first = module.children.first().map_or(end, |i| i.bytes.start);
        for comment in tokens::comments(text, first..end)? {
            edits.remove(comment);
        }
        let modules = module.children.iter().filter(|i| i.kept);
        kept.push(Kept {
            library: library.clone(),
            modules: modules
                .filter_map(|i| match &i.kind {
                    Kind::Module(name) => Some(name.clone()),
                    _ => None,
                })
                .collect(),
        });
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
        match (tree, trees.get(index + 2), trees.get(index + 3)) {
            (Tree::Group { trees, .. }, _, _) => solution_macros(trees, out),
            (_, Some(name), Some(Tree::Group { trees: body, .. })) if tree.is("macro_rules") => {
                out.extend(name.ident().and_then(|name| Macro::parse(name, body)))
            }
            _ => {}
        }
    }
}

/// A node of a library: an item, or a member of an inherent impl.
struct Item {
    /// Its bytes, outer attributes included.
    bytes: Range<usize>,
    kind: Kind,
    /// The names that keep it when one is reached and a library defines it.
    names: Vec<String>,
    /// What it mentions and calls, reached when it is kept: all its trees, or for an inherent
    /// impl its header, or none (a module, a `use`, a `macro_rules!`).
    trees: Vec<Tree>,
    /// A module's items, or an inherent impl's.
    children: Vec<Item>,
    kept: bool,
}

enum Kind {
    Named,
    /// A trait: its names are its own and then its members'.
    Trait,
    Module(String),
    /// A library's `macro_rules!`: its index among the macros.
    Macro(usize),
    /// The names its header mentions: those a library defines must be kept.
    Impl(Vec<String>),
    Use {
        /// `pub` or `pub(...)`: a re-export.
        public: bool,
        /// The bytes between `use` and `;`.
        tree: Range<usize>,
        leaves: Vec<Leaf>,
    },
    /// A macro call at item level, until [`Reach::fill`] makes it `Named` or `Always`.
    Call(Call),
    /// Not classified here: kept.
    Always,
}

/// One name a `use` brings in, in the order of the tree: `*` for a glob, `_` for `as _` (an
/// import for methods only).
struct Leaf {
    name: String,
    /// The name of what it imports.
    target: String,
    /// From `std`, `core` or `alloc`.
    external: bool,
}

/// The item `item`, whose library `macro_rules!` are added to `macros`.
fn parse(item: &syn::Item, macros: &mut Vec<Macro>) -> Item {
    use syn::Item as I;
    let mut node = Item {
        bytes: range_of(item),
        kind: Kind::Named,
        names: Vec::new(),
        trees: trees_of(item),
        children: Vec::new(),
        kept: false,
    };
    let ident = match item {
        I::Fn(f) => Some(&f.sig.ident),
        I::Struct(s) => Some(&s.ident),
        I::Enum(e) => Some(&e.ident),
        I::Union(u) => Some(&u.ident),
        I::Type(t) => Some(&t.ident),
        I::Static(s) => Some(&s.ident),
        I::Const(c) => Some(&c.ident),
        I::Trait(t) => Some(&t.ident),
        I::Macro(m) => m.ident.as_ref(),
        _ => None,
    };
    node.names.extend(ident.map(|i| i.to_string()));
    // An item's own name is no mention: kept, `fn token` would keep every other `token`.
    if let Some(ident) = ident {
        let span = ident.span().byte_range();
        let own = |tree: &Tree| !tree.is_group() && tree.at() == span;
        if let Some(at) = node.trees.iter().position(own) {
            node.trees.remove(at);
        }
    }
    match item {
        I::Const(c) if c.ident == "_" => node.kind = Kind::Always,
        I::Mod(syn::ItemMod {
            ident,
            content: Some((_, items)),
            ..
        }) => {
            node.kind = Kind::Module(ident.to_string());
            node.children = items.iter().map(|item| parse(item, macros)).collect();
            node.trees.clear();
        }
        I::Trait(t) => {
            node.kind = Kind::Trait;
            node.names
                .extend(t.items.iter().filter_map(|member| match member {
                    syn::TraitItem::Fn(f) => Some(f.sig.ident.to_string()),
                    syn::TraitItem::Const(c) => Some(c.ident.to_string()),
                    syn::TraitItem::Type(t) => Some(t.ident.to_string()),
                    _ => None,
                }))
        }
        I::Impl(implementation) => {
            let mut header = trees_of(&implementation.self_ty);
            if let Some((path, _)) = &implementation.trait_ {
                header.extend(trees_of(path));
            }
            let mut names = Vec::new();
            header_names(&header, &mut names);
            node.kind = Kind::Impl(names);
            if implementation.trait_.is_none() {
                // Only the header counts: the members are followed one by one.
                node.trees.pop();
                // Its members, read as the items they are but for `self`, are kept by their names
                // (those that are no item's are kept with the impl).
                let members = implementation.items.iter().map(ToTokens::to_token_stream);
                let items = members.filter_map(|member| syn::parse2(member).ok());
                node.children = items.map(|item| parse(&item, macros)).collect();
            }
        }
        I::Use(import) => {
            let mut leaves = Vec::new();
            use_leaves(&import.tree, &mut Vec::new(), &mut leaves);
            let public = !matches!(import.vis, syn::Visibility::Inherited);
            let tree = range_of(&import.tree);
            node.kind = Kind::Use {
                public,
                tree,
                leaves,
            };
            node.trees.clear();
        }
        I::Macro(syn::ItemMacro { mac, .. }) => {
            let args = tokens::trees(mac.tokens.clone());
            match node.names.first().map(|name| Macro::parse(name, &args)) {
                Some(Some(parsed)) => {
                    macros.push(parsed);
                    node.kind = Kind::Macro(macros.len() - 1);
                    node.trees.clear();
                }
                // `macro_rules!` this module cannot follow: a named item like another.
                Some(None) => {}
                None => {
                    let name = mac.path.segments.last().map(|s| s.ident.to_string());
                    let name = name.unwrap_or_default();
                    node.kind = Kind::Call(Call { name, args });
                }
            }
        }
        _ if ident.is_none() => node.kind = Kind::Always,
        _ => {}
    }
    node
}

/// The identifiers of a header's types and traits that are not followed by `::` (a module).
fn header_names(trees: &[Tree], out: &mut Vec<String>) {
    for (index, tree) in trees.iter().enumerate() {
        match tree {
            Tree::Group { trees, .. } => header_names(trees, out),
            _ if trees.get(index + 1).is_some_and(|t| t.is("::")) => {}
            _ => out.extend(tree.ident().map(String::from)),
        }
    }
}

/// The leaves of the use tree `tree`, under the path `path`.
fn use_leaves(tree: &syn::UseTree, path: &mut Vec<String>, out: &mut Vec<Leaf>) {
    let (name, target) = match tree {
        syn::UseTree::Path(inner) => {
            path.push(inner.ident.to_string());
            use_leaves(&inner.tree, path, out);
            path.pop();
            return;
        }
        syn::UseTree::Group(group) => {
            group.items.iter().for_each(|t| use_leaves(t, path, out));
            return;
        }
        syn::UseTree::Glob(_) => ("*".to_string(), "*".to_string()),
        syn::UseTree::Name(leaf) => (leaf.ident.to_string(), leaf.ident.to_string()),
        syn::UseTree::Rename(leaf) => (leaf.rename.to_string(), leaf.ident.to_string()),
    };
    let target = match target.as_str() {
        "self" => path.last().cloned().unwrap_or_default(),
        _ => target,
    };
    let first = path.first().unwrap_or(&target);
    out.push(Leaf {
        external: matches!(first.as_str(), "std" | "core" | "alloc"),
        name: if name == "self" { target.clone() } else { name },
        target,
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

/// The fixpoint's state: the names reached and the calls followed (by the expander), and what
/// the libraries define.
struct Reach<'a> {
    expander: Expander<'a>,
    /// The names the libraries define (other names in an impl's header are the world's).
    defined: BTreeSet<String>,
    /// The names of the modules kept.
    modules: BTreeSet<String>,
    /// The names the solution calls as methods: they keep members of inherent impls, and of
    /// traits when a glob may have brought them into the solution's scope unnamed.
    members: BTreeSet<String>,
    /// Whether the solution imports a glob of a library.
    globbed: bool,
    /// The items the solution reaches by path: their module's path and name.
    qualified: BTreeSet<(Vec<String>, String)>,
    /// The names of the items kept (an item's own name is no mention of it, but an impl of a
    /// kept trait for a kept type stays).
    kept: BTreeSet<String>,
    /// The names the kept items of each module mention, their macros' expansions included: a
    /// trait's method called without naming the trait is called where the trait is in scope.
    mentioned: BTreeMap<Vec<String>, BTreeSet<String>>,
    /// The modules that import each name of the libraries.
    importers: BTreeMap<String, BTreeSet<Vec<String>>>,
    /// Whether a library imports a glob of a library, which brings traits into scope unnamed.
    library_globs: bool,
}

impl Reach<'_> {
    /// Makes the item-level macro calls in `item` `Named` (a library's macro's by the names its
    /// expansion mentions, another's by those it defines) or `Always` (where it cannot be told),
    /// and adds the names the libraries define.
    fn fill(&mut self, item: &mut Item) {
        item.children.iter_mut().for_each(|child| self.fill(child));
        let Kind::Call(call) = &item.kind else {
            self.defined.extend(item.names.iter().cloned());
            return;
        };
        let (mut expander, mut defined) = (Expander::new(self.expander.macros), Vec::new());
        if self.expander.names.contains(&call.name) {
            let trees = expander.expand(call, 0);
            defines(&trees, &mut defined);
            let mut mentioned = BTreeSet::new();
            names(&trees, &mut mentioned);
            // What it defines inside its items are their members (`const MAX` of `impl
            // Unsigned for u8 { ... }`): `u64::MAX` somewhere is no reason to keep the impls.
            let mut items = Vec::new();
            tokens::defines_at_top(&trees, &mut items);
            for member in defined.iter().filter(|name| !items.contains(name)) {
                mentioned.remove(member);
            }
            item.names = mentioned.into_iter().collect();
        } else {
            defines(&call.args, &mut defined);
            item.names = defined.clone();
        }
        item.kind = match expander.opaque.is_empty() && !item.names.is_empty() {
            true => Kind::Named,
            false => Kind::Always,
        };
        self.defined.extend(defined);
    }

    /// Reads the imports of `items`, the module `module`'s, and their modules': who imports
    /// what ([`Reach::importers`]), and whether a glob does; adds the modules' paths.
    fn imports(
        &mut self,
        items: &[Item],
        module: &mut Vec<String>,
        paths: &mut BTreeSet<Vec<String>>,
    ) {
        for item in items {
            match &item.kind {
                Kind::Module(name) => {
                    module.push(name.clone());
                    paths.insert(module.clone());
                    self.imports(&item.children, module, paths);
                    module.pop();
                }
                Kind::Use { leaves, .. } => {
                    for leaf in leaves.iter().filter(|leaf| !leaf.external) {
                        self.library_globs |= leaf.name == "*";
                        let importers = self.importers.entry(leaf.target.clone()).or_default();
                        importers.insert(module.clone());
                    }
                }
                _ => {}
            }
        }
    }

    /// Whether a kept item mentions the member `name` of the trait `trait_name` of `module`
    /// where the trait is in scope: in its module, or one that imports it (or anywhere, when a
    /// glob may have brought it in).
    fn member_called(&self, module: &[String], trait_name: &str, name: &String) -> bool {
        if self.library_globs {
            return self.expander.reached.contains(name);
        }
        let mentions = |module: &Vec<String>| {
            self.mentioned
                .get(module)
                .is_some_and(|names| names.contains(name))
        };
        mentions(&module.to_vec())
            || self
                .importers
                .get(trait_name)
                .is_some_and(|modules| modules.iter().any(mentions))
    }

    /// Whether every name of `header` that a library defines is reached.
    fn header_kept(&self, header: &[String]) -> bool {
        header.iter().all(|n| {
            !self.defined.contains(n) || self.expander.reached.contains(n) || self.kept.contains(n)
        })
    }

    /// Whether `name`, which a library defines in `module`, is reached: by a library's mention
    /// or the solution's path to it, or by the solution's method calls where `member` (a member
    /// of an inherent impl or a trait that the solution may call unnamed).
    fn reached(&self, name: &String, module: &[String], member: bool) -> bool {
        let by_path = || self.qualified.contains(&(module.to_vec(), name.clone()));
        self.defined.contains(name)
            && (self.expander.reached.contains(name)
                || member && self.members.contains(name)
                || by_path())
    }

    /// Keeps what is newly reached in `items` of `module` (the members of an inherent impl when
    /// `inherent`); true when something was.
    fn round(&mut self, items: &mut [Item], inherent: bool, module: &mut Vec<String>) -> bool {
        let mut changed = false;
        for item in items {
            let wanted = match &item.kind {
                Kind::Named | Kind::Macro(_) => {
                    item.names.iter().any(|n| self.reached(n, module, inherent))
                }
                Kind::Trait => {
                    let (own, members) = item.names.split_at(1);
                    let called = |n: &String| {
                        self.defined.contains(n)
                            && (self.member_called(module, &own[0], n)
                                || self.globbed && self.members.contains(n))
                    };
                    self.reached(&own[0], module, false) || members.iter().any(called)
                }
                Kind::Impl(header) if !self.header_kept(header) => false,
                Kind::Use { public, leaves, .. } => {
                    for leaf in leaves {
                        // An alias reaches what it names.
                        if !leaf.external && self.names_reached(leaf, module) {
                            changed |= self.expander.reached.insert(leaf.target.clone());
                        }
                    }
                    // A re-export serves other modules: it keeps its own. A private import
                    // serves its module only, and waits for it to be kept for something else.
                    let item = |leaf: &Leaf| leaf.external || self.defined.contains(&leaf.target);
                    let re_export =
                        |leaf: &Leaf| item(leaf) && leaf.name != "_" && self.wants(leaf, module);
                    *public && leaves.iter().any(re_export)
                }
                Kind::Always => true,
                Kind::Module(name) => {
                    module.push(name.clone());
                    changed |= self.round(&mut item.children, false, module);
                    module.pop();
                    item.children.iter().any(|c| c.kept)
                }
                Kind::Impl(_) | Kind::Call(_) => {
                    let inherent = matches!(item.kind, Kind::Impl(_));
                    changed |= self.round(&mut item.children, inherent, module);
                    let empty_impl = matches!(item.kind, Kind::Impl(_)) && item.children.is_empty();
                    empty_impl || item.children.iter().any(|c| c.kept)
                }
            };
            if wanted && !item.kept {
                item.kept = true;
                if matches!(item.kind, Kind::Named | Kind::Trait) {
                    self.kept.extend(item.names.first().cloned());
                }
                if let Kind::Module(name) = &item.kind {
                    self.modules.insert(name.clone());
                }
                let trees = std::mem::take(&mut item.trees);
                let expansion = self.expander.mention(&trees, 0);
                // What it defines is no call (`fn read` in an impl of another trait).
                let (mut mentions, mut own) = (BTreeSet::new(), Vec::new());
                names(&trees, &mut mentions);
                defines(&trees, &mut own);
                for name in &own {
                    mentions.remove(name);
                }
                names(&expansion, &mut mentions);
                let mentioned = self.mentioned.entry(module.clone()).or_default();
                mentioned.extend(mentions);
                changed = true;
            }
        }
        changed
    }
}

impl Reach<'_> {
    /// Whether the name an import of `module` brings in is reached: by name, or by the
    /// solution's path through `module`.
    fn names_reached(&self, leaf: &Leaf, module: &[String]) -> bool {
        let by_path = || {
            self.qualified
                .contains(&(module.to_vec(), leaf.name.clone()))
        };
        self.expander.reached.contains(&leaf.name) || by_path()
    }

    /// Whether an import of `module` is reached (or, into the library, what it imports: a trait
    /// whose methods are called, kept although nothing names it).
    fn wants(&self, leaf: &Leaf, module: &[String]) -> bool {
        let reached = &self.expander.reached;
        let target = |n: &String| reached.contains(n) || self.kept.contains(n);
        self.names_reached(leaf, module) || (!leaf.external && target(&leaf.target))
    }
}

/// The edits that drop what is not kept inside the kept module `items`. Its imports are settled
/// here, after the fixpoint: a private one stays for what its module needs (globs and `as _`
/// imports included), an import of a module when that module is kept.
fn edit(text: &str, items: &[Item], reach: &Reach, module: &mut Vec<String>, edits: &mut Edits) {
    for item in items {
        let mut keep = Vec::new();
        if let Kind::Use { leaves, .. } = &item.kind {
            keep.extend(leaves.iter().map(|leaf| {
                let of_module = !leaf.external && !reach.defined.contains(&leaf.target);
                match leaf.name.as_str() {
                    "*" | "_" => true,
                    _ if of_module => reach.modules.contains(&leaf.target),
                    _ => reach.wants(leaf, module),
                }
            }));
        }
        if !item.kept && !keep.contains(&true) {
            edits.remove(item.bytes.clone());
            continue;
        }
        match &item.kind {
            Kind::Module(name) => {
                module.push(name.clone());
                edit(text, &item.children, reach, module, edits);
                module.pop();
            }
            Kind::Impl(_) => {
                for member in item.children.iter().filter(|m| !m.kept) {
                    edits.remove(member.bytes.clone());
                }
            }
            Kind::Use { tree, .. } if keep.contains(&false) => {
                let parsed = syn::parse_str(&text[tree.clone()]).expect("it parsed in the bundle");
                let rendered = render(&parsed, &mut keep.into_iter());
                edits.replace(tree.clone(), rendered.unwrap_or_default());
            }
            Kind::Macro(index) => {
                let rules = &reach.expander.macros[*index].rules;
                let used = |rule: &usize| reach.expander.used.contains(&(*index, *rule));
                // A macro imported but never called keeps its rules, to stay a valid macro.
                if (0..rules.len()).any(|rule| used(&rule)) {
                    for (_, rule) in rules.iter().enumerate().filter(|(n, _)| !used(n)) {
                        edits.remove(rule.bytes.clone());
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
        let (out, _) = prune(&text, |module| module == "lib").unwrap();
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
        let out = pruned(
            "use lib::Tr;\nfn main() { lib::S::<3>::new().go(); }",
            library,
        );
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

    /// A call of a macro from outside is kept by the names it defines, not by those it mentions
    /// (which every `new` would reach).
    #[test]
    fn an_outside_macro_call_is_kept_by_what_it_defines() {
        let library = "pub struct S;\nimpl S { pub fn new() -> S { S } }\n\
                       thread_local! { static UNUSED: S = S::new(); }\n";
        let out = pruned("fn main() { lib::S::new(); }", library);
        assert!(out.contains("pub fn new()"), "{out}");
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

    /// UVa 1378's solution: its local `options` kept `game` (a trait with a method `options`),
    /// and its own `first_winning_move` kept `nim`'s.
    #[test]
    fn the_solutions_own_names_keep_nothing_of_the_library() {
        let library = "pub mod game {\n    pub trait ImpartialGame { fn options(&self) -> Vec<u32>; }\n}\n\
                       pub mod nim {\n    pub fn nim_sum(v: &[u64]) -> u64 { v.iter().fold(0, |a, b| a ^ b) }\n    \
                       pub fn first_winning_move(v: &[u64]) -> Option<usize> { None }\n}\n";
        let solution = "use lib::nim::nim_sum;\n\
                        fn first_winning_move(v: &[u64]) -> Option<usize> { Some(0) }\n\
                        fn main() { let options = vec![1u64]; nim_sum(&options); first_winning_move(&options); }";
        let out = pruned(solution, library);
        assert!(out.contains("pub fn nim_sum"), "{out}");
        assert!(!out.contains("mod game"), "{out}");
        assert!(!out.contains("first_winning_move"), "{out}");
        // Called, they are kept.
        let solution = "use lib::game::ImpartialGame;\n\
                        fn main() { let v = [1u64]; lib::nim::first_winning_move(&v); }\n\
                        fn f(g: &dyn ImpartialGame) { g.options(); }";
        let out = pruned(solution, library);
        assert!(out.contains("pub trait ImpartialGame"), "{out}");
        assert!(out.contains("pub fn first_winning_move"), "{out}");
        assert!(!out.contains("nim_sum"), "{out}");
    }

    /// A method call reaches members, never a free function of that name; and a trait's
    /// methods only when a glob may have brought the trait in.
    #[test]
    fn a_method_call_keeps_members_of_that_name_only() {
        let library = "pub struct Scanner;\nimpl Scanner { pub fn new() -> Self { Scanner } \
                       pub fn token(&mut self) -> u8 { 0 } pub fn unused(&self) {} }\n\
                       pub fn token() -> u8 { 1 }\npub trait Source { fn token(&mut self) -> u8; }\n";
        let solution = "fn main() { let mut s = lib::Scanner::new(); s.token(); }";
        let out = pruned(solution, library);
        assert!(out.contains("pub fn token(&mut self)"), "{out}");
        assert!(!out.contains("pub fn token() -> u8"), "{out}");
        assert!(!out.contains("fn unused"), "{out}");
        assert!(!out.contains("trait Source"), "{out}");
        let out = pruned(&format!("use lib::*;\n{solution}"), library);
        assert!(out.contains("trait Source"), "{out}");
    }

    /// lasker-octal kept `common::io`'s `Unsigned`: `u64::MAX` in `lasker` reached the `MAX` its
    /// impls define, which kept the call that writes them, which named the trait.
    #[test]
    fn a_call_writing_impls_is_not_kept_by_their_members_names() {
        let library = "pub mod number {\n    pub trait Unsigned { const MAX: u64; }\n    \
                       macro_rules! unsigned { ($($t:ty),*) => { $(impl Unsigned for $t { const MAX: u64 = <$t>::MAX as u64; })* }; }\n    \
                       unsigned!(u8, u32);\n}\n\
                       pub mod lasker {\n    pub fn not_max(x: u64) -> bool { x != u64::MAX }\n}\n";
        let out = pruned("fn main() { lib::lasker::not_max(3); }", library);
        assert!(out.contains("pub fn not_max"), "{out}");
        assert!(!out.contains("Unsigned"), "{out}");
        let solution = "fn main() { lib::lasker::not_max(3); f::<lib::number::Unsigned>(); }";
        let out = pruned(solution, library);
        assert!(out.contains("unsigned!(u8, u32);"), "{out}");
    }

    #[test]
    fn reports_the_modules_kept() {
        let text = "fn main() { lib::a::f(); }\nmod lib {\npub mod a { pub fn f() {} }\npub mod b { pub fn g() {} }\n}\n";
        let (out, kept) = prune(text, |module| module == "lib").unwrap();
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
