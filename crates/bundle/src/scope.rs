//! What the solution reaches of the libraries, its names resolved as Rust resolves them.
//!
//! The libraries reach each other by name ([`super::prune`]): the only code a bundle keeps of
//! them is what something reaches. The solution is the one place that decides what that is, and
//! there reaching by name was wrong in a way a user meets: a local `let options = ...` kept
//! `common::game` (whose trait has a method `options`), and a function of the solution's own
//! named `first_winning_move` kept `common::nim`'s. So the solution's names are resolved through
//! its scopes, the way rustc does, before they reach anything. A name of the solution reaches
//! the libraries only by one of the ways Rust gives it:
//!
//! - a path through a library (`crate::common::nim::nim_sum`, and `nim::nim_sum` after
//!   `use common::nim`): the item it leads to, in the module it names (`calendar::mover_wins`
//!   is not `euclid::mover_wins`), and what follows a type (`Solver::new`) by name;
//! - an import of a library's item (`use common::nim::nim_sum;`, `as` and `as _` included): the
//!   item, whatever the solution then does with it;
//! - a bare name under a glob import of a library (`use common::nim::*;`): it reaches a library
//!   item of that name unless a binding in scope (a `let`, a parameter, a pattern, a closure's
//!   input, a name `input!` reads into) or an item of the solution's own module or block shadows
//!   it, as in Rust;
//! - a method call `x.name()`: only a member of the libraries can answer it, never a free item
//!   (a method of a library's inherent impl, or, when a glob may have brought its trait into
//!   scope, a trait's); a trait the solution imports by name is reached by that import.
//!
//! Where the code is only tokens to syn (a macro's arguments, the solution's own
//! `macro_rules!`), the same rules are applied to the tokens: `a.b` is a member, `a::b` a path,
//! `name:` at the top of a call's arguments a binding (`input! { options: [u64; n] }`).
//!
//! Written here because nothing outside rustc resolves Rust's names (rust-analyzer's resolver is
//! a whole compiler's worth of crates, and rustc does not say what it used). What this does not
//! follow it errs on the side of reaching: a glob import counts in every module of the solution,
//! and a method name reaches every library member of that name. The bundle keeps a little more
//! then, never less; `runner bundle` fails on a whole item that rustc then finds unused.

use crate::tokens::{self, Tree};
use std::collections::{BTreeMap, BTreeSet};
use syn::visit::{self, Visit};

/// What the solution reaches of the libraries.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Reached {
    /// Names of the libraries' items it reaches, in whichever module.
    pub names: BTreeSet<String>,
    /// The items it reaches by their path: the module (from the library's name) and the name.
    pub qualified: BTreeSet<(Vec<String>, String)>,
    /// Names it calls as methods (`x.name()`): they reach members of the libraries only.
    pub members: BTreeSet<String>,
    /// Whether it imports a glob of a library, which may bring a trait into scope unnamed.
    pub globbed: bool,
}

/// What the solution reaches of the libraries, `items` being the solution's items (the bundle's
/// root without the libraries' modules), `modules` the libraries' modules (`["common", "nim"]`;
/// the libraries themselves are those of one name) and `library_names` every name a library
/// defines (items, members and modules).
pub fn reached(
    items: &[&syn::Item],
    modules: &BTreeSet<Vec<String>>,
    library_names: &BTreeSet<String>,
) -> Reached {
    let libraries = &modules
        .iter()
        .filter(|m| m.len() == 1)
        .map(|m| m[0].clone())
        .collect();
    let mut imports = Imports {
        libraries,
        modules,
        reached: Reached::default(),
        imported: BTreeMap::new(),
        own: BTreeMap::new(),
        module: Vec::new(),
    };
    imports.module_items(items.iter().copied());
    for item in items {
        imports.visit_item(item);
    }
    let Imports {
        reached,
        imported,
        own,
        ..
    } = imports;
    let mut resolver = Resolver {
        libraries,
        modules,
        library_names,
        imported,
        own,
        module: Vec::new(),
        scopes: Vec::new(),
        reached,
    };
    for item in items {
        resolver.visit_item(item);
    }
    resolver.reached
}

/// The name an item declares in its module, if any.
fn item_name(item: &syn::Item) -> Option<String> {
    use syn::Item as I;
    let ident = match item {
        I::Fn(f) => &f.sig.ident,
        I::Struct(s) => &s.ident,
        I::Enum(e) => &e.ident,
        I::Union(u) => &u.ident,
        I::Type(t) => &t.ident,
        I::Const(c) => &c.ident,
        I::Static(s) => &s.ident,
        I::Trait(t) => &t.ident,
        I::TraitAlias(t) => &t.ident,
        I::Mod(m) => &m.ident,
        I::Macro(m) => m.ident.as_ref()?,
        _ => return None,
    };
    Some(ident.to_string())
}

/// The path `segments` of the solution, when it leads into a library: from the library's name
/// on (`crate::common::nim::nim_sum` and, after `use common::nim`, `nim::nim_sum` are both
/// `common::nim::nim_sum`). `crate::`, `self::` and `super::` are looked through.
fn into_library(
    segments: &[String],
    libraries: &BTreeSet<String>,
    imported: &BTreeMap<String, Vec<String>>,
) -> Option<Vec<String>> {
    let segments = match segments {
        [first, rest @ ..] if ["crate", "$crate", "self", "super"].contains(&first.as_str()) => {
            rest
        }
        _ => segments,
    };
    let (first, rest) = segments.split_first()?;
    let mut path = match imported.get(first) {
        Some(path) => path.clone(),
        None if libraries.contains(first) => vec![first.clone()],
        None => return None,
    };
    path.extend(rest.iter().cloned());
    Some(path)
}

/// Reaches the item at `path` (from a library's name on): the item after the longest prefix
/// that is a module, in that module; what comes after it (`Solver::new`) by name.
fn reach_path(path: &[String], modules: &BTreeSet<Vec<String>>, reached: &mut Reached) {
    let module = (1..=path.len())
        .rev()
        .find(|&end| modules.contains(&path[..end]))
        .unwrap_or(0);
    if let Some(item) = path.get(module) {
        let in_module = path[..module].to_vec();
        reached.qualified.insert((in_module, item.clone()));
        let after = path[module + 1..].iter().filter(|s| !is_path_keyword(s));
        reached.names.extend(after.cloned());
    }
}

/// The first pass: the solution's imports (of the libraries: what they reach and the names they
/// bring in; of anything else: names of the module's own) and each module's items.
struct Imports<'a> {
    libraries: &'a BTreeSet<String>,
    modules: &'a BTreeSet<Vec<String>>,
    reached: Reached,
    /// Names bound to a library's item or module by an import (`nim_sum`, `nim`, an alias),
    /// with its path from the library's name.
    imported: BTreeMap<String, Vec<String>>,
    /// Each module's own names (its items, and what it imports from elsewhere than a library),
    /// by the module's path.
    own: BTreeMap<Vec<String>, BTreeSet<String>>,
    module: Vec<String>,
}

impl Imports<'_> {
    fn module_items<'i>(&mut self, items: impl Iterator<Item = &'i syn::Item>) {
        let own = self.own.entry(self.module.clone()).or_default();
        own.extend(items.filter_map(item_name));
    }

    fn use_tree(&mut self, tree: &syn::UseTree, prefix: &mut Vec<String>) {
        let (name, target) = match tree {
            syn::UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                self.use_tree(&path.tree, prefix);
                prefix.pop();
                return;
            }
            syn::UseTree::Group(group) => {
                for tree in &group.items {
                    self.use_tree(tree, prefix);
                }
                return;
            }
            syn::UseTree::Glob(_) => {
                let library = into_library(prefix, self.libraries, &self.imported);
                self.reached.globbed |= library.is_some();
                return;
            }
            syn::UseTree::Name(leaf) if leaf.ident == "self" => {
                let module = prefix.pop().unwrap_or_default();
                self.use_leaf(module.clone(), module.clone(), prefix);
                prefix.push(module);
                return;
            }
            syn::UseTree::Name(leaf) => (leaf.ident.to_string(), leaf.ident.to_string()),
            syn::UseTree::Rename(leaf) => (leaf.rename.to_string(), leaf.ident.to_string()),
        };
        self.use_leaf(name, target, prefix);
    }

    /// The leaf `target` (imported as `name`) of a `use` under `prefix`.
    fn use_leaf(&mut self, name: String, target: String, prefix: &[String]) {
        let mut segments = prefix.to_vec();
        segments.push(target);
        if let Some(path) = into_library(&segments, self.libraries, &self.imported) {
            reach_path(&path, self.modules, &mut self.reached);
            if name != "_" {
                self.imported.insert(name, path);
            }
        } else if name != "_" {
            let own = self.own.entry(self.module.clone()).or_default();
            own.insert(name);
        }
    }
}

impl<'ast> Visit<'ast> for Imports<'_> {
    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        let mut prefix = Vec::new();
        if item.leading_colon.is_some() {
            // `::name`: a crate from outside, never a library pasted in.
            prefix.push("::".to_string());
        }
        self.use_tree(&item.tree, &mut prefix);
    }

    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        self.module.push(item.ident.to_string());
        if let Some((_, items)) = &item.content {
            self.module_items(items.iter());
        }
        visit::visit_item_mod(self, item);
        self.module.pop();
    }
}

/// The second pass: every name of the solution resolved in its scopes.
struct Resolver<'a> {
    libraries: &'a BTreeSet<String>,
    modules: &'a BTreeSet<Vec<String>>,
    library_names: &'a BTreeSet<String>,
    imported: BTreeMap<String, Vec<String>>,
    own: BTreeMap<Vec<String>, BTreeSet<String>>,
    module: Vec<String>,
    /// The bindings and block items in scope, innermost last.
    scopes: Vec<BTreeSet<String>>,
    reached: Reached,
}

/// Collects the names a pattern binds.
struct Binder(Vec<String>);

impl<'ast> Visit<'ast> for Binder {
    fn visit_pat_ident(&mut self, pat: &'ast syn::PatIdent) {
        self.0.push(pat.ident.to_string());
        visit::visit_pat_ident(self, pat);
    }
}

impl Resolver<'_> {
    /// Whether `name` is the solution's own where it is used: bound in a scope, or an item or
    /// non-library import of the current module.
    fn own(&self, name: &str) -> bool {
        self.scopes.iter().any(|scope| scope.contains(name))
            || self
                .own
                .get(&self.module)
                .is_some_and(|own| own.contains(name))
    }

    /// Whether a glob of a library may have brought `name` in.
    fn globbed(&self, name: &str) -> bool {
        self.reached.globbed && self.library_names.contains(name)
    }

    /// Resolves a bare name: one that a glob brought in is reached (an import reached its item
    /// already).
    fn bare(&mut self, name: &str) {
        if self.globbed(name) && !self.own(name) {
            self.reached.names.insert(name.to_string());
        }
    }

    /// Resolves the path of `segments` (its identifiers in order): a path into a library
    /// reaches the item it leads to, in its module ([`reach_path`]); one that starts at a name
    /// a glob brought in reaches every name along it.
    fn path(&mut self, segments: &[String]) {
        let (first, rest) = match segments {
            [] => return,
            [only] => return self.bare(only),
            [first, rest @ ..] => (first, rest),
        };
        let through_root = ["crate", "$crate", "self", "super"].contains(&first.as_str());
        // Through the root or a parent, the next segment is not shadowed by a local.
        let head = if through_root { &rest[0] } else { first };
        if first == "Self" || !through_root && self.own(head) {
            return;
        }
        if let Some(path) = into_library(segments, self.libraries, &self.imported) {
            reach_path(&path, self.modules, &mut self.reached);
        } else if self.globbed(head) {
            let names = segments.iter().filter(|s| !is_path_keyword(s));
            self.reached.names.extend(names.cloned());
        }
    }

    fn bind_pattern(&mut self, pat: &syn::Pat) {
        let mut binder = Binder(Vec::new());
        binder.visit_pat(pat);
        let scope = self
            .scopes
            .last_mut()
            .expect("a pattern binds inside a scope");
        scope.extend(binder.0);
    }

    fn bind_generics(&mut self, generics: &syn::Generics) {
        let names = generics.params.iter().filter_map(|param| match param {
            syn::GenericParam::Type(t) => Some(t.ident.to_string()),
            syn::GenericParam::Const(c) => Some(c.ident.to_string()),
            syn::GenericParam::Lifetime(_) => None,
        });
        let scope = self
            .scopes
            .last_mut()
            .expect("generics bind inside a scope");
        scope.extend(names);
    }

    /// A function: its generics and parameters in scope for its body.
    fn function(&mut self, sig: &syn::Signature, visit: impl FnOnce(&mut Self)) {
        self.scopes.push(BTreeSet::new());
        self.bind_generics(&sig.generics);
        for input in &sig.inputs {
            if let syn::FnArg::Typed(typed) = input {
                self.bind_pattern(&typed.pat);
            }
        }
        visit(self);
        self.scopes.pop();
    }

    /// The tokens of a macro's arguments or of a `macro_rules!` body: `binds` when the top level
    /// of `trees` declares names with `name:` (a call in statement position, as `input!`).
    fn tokens(&mut self, trees: &[Tree], binds: bool) {
        let mut index = 0;
        while let Some(tree) = trees.get(index) {
            index += 1;
            if let Some(inner) = tree.inner() {
                self.tokens(inner, false);
                continue;
            }
            let mut captured = BTreeSet::new();
            tokens::names(std::slice::from_ref(tree), &mut captured);
            let Some(name) = tree.ident() else {
                // A format string's captures (`"{options}"`) are bare names.
                captured.iter().for_each(|name| self.bare(name));
                continue;
            };
            let before = index.checked_sub(2).and_then(|i| trees.get(i));
            let next = trees.get(index);
            if before.is_some_and(|t| t.is(".")) {
                self.reached.members.insert(name.to_string());
            } else if before.is_some_and(|t| t.is("::") || t.is("$")) {
                // Inside a path, resolved from its start; or a metavariable.
            } else if next.is_some_and(|t| t.is("::")) {
                let mut segments = vec![name.to_string()];
                while let (Some(colons), Some(segment)) = (trees.get(index), trees.get(index + 1)) {
                    match (colons.is("::"), segment.ident()) {
                        (true, Some(segment)) => segments.push(segment.to_string()),
                        _ => break,
                    }
                    index += 2;
                }
                self.path(&segments);
            } else if binds && next.is_some_and(|t| t.is(":")) {
                if let Some(scope) = self.scopes.last_mut() {
                    scope.insert(name.to_string());
                }
            } else {
                self.bare(name);
            }
        }
    }
}

/// `crate`, `self`, `super`, `Self`: path segments that are no item's name.
fn is_path_keyword(segment: &str) -> bool {
    ["crate", "$crate", "self", "super", "Self"].contains(&segment)
}

impl<'ast> Visit<'ast> for Resolver<'_> {
    // Attributes name no library item the bundle keeps (`derive`, `allow`, `inline`).
    fn visit_attribute(&mut self, _: &'ast syn::Attribute) {}

    // Read by the first pass.
    fn visit_item_use(&mut self, _: &'ast syn::ItemUse) {}

    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        // A module sees none of the bindings around it.
        let scopes = std::mem::take(&mut self.scopes);
        self.module.push(item.ident.to_string());
        visit::visit_item_mod(self, item);
        self.module.pop();
        self.scopes = scopes;
    }

    fn visit_item_fn(&mut self, item: &'ast syn::ItemFn) {
        self.function(&item.sig, |me| visit::visit_item_fn(me, item));
    }

    fn visit_impl_item_fn(&mut self, item: &'ast syn::ImplItemFn) {
        self.function(&item.sig, |me| visit::visit_impl_item_fn(me, item));
    }

    fn visit_trait_item_fn(&mut self, item: &'ast syn::TraitItemFn) {
        self.function(&item.sig, |me| visit::visit_trait_item_fn(me, item));
    }

    fn visit_item_impl(&mut self, item: &'ast syn::ItemImpl) {
        self.scopes.push(BTreeSet::new());
        self.bind_generics(&item.generics);
        visit::visit_item_impl(self, item);
        self.scopes.pop();
    }

    fn visit_block(&mut self, block: &'ast syn::Block) {
        // A block's items are in scope all through it, before and after them.
        let items = block.stmts.iter().filter_map(|stmt| match stmt {
            syn::Stmt::Item(item) => item_name(item),
            _ => None,
        });
        self.scopes.push(items.collect());
        visit::visit_block(self, block);
        self.scopes.pop();
    }

    fn visit_local(&mut self, local: &'ast syn::Local) {
        // `let x = x + 1;`: the new binding is in scope only after its initialiser.
        if let Some(init) = &local.init {
            self.visit_expr(&init.expr);
            if let Some((_, diverge)) = &init.diverge {
                self.visit_expr(diverge);
            }
        }
        self.visit_pat(&local.pat);
        self.bind_pattern(&local.pat);
    }

    fn visit_expr_let(&mut self, expr: &'ast syn::ExprLet) {
        self.visit_expr(&expr.expr);
        self.visit_pat(&expr.pat);
        self.bind_pattern(&expr.pat);
    }

    fn visit_expr_if(&mut self, expr: &'ast syn::ExprIf) {
        // What `if let` binds is in scope in its first branch only.
        self.scopes.push(BTreeSet::new());
        self.visit_expr(&expr.cond);
        self.visit_block(&expr.then_branch);
        self.scopes.pop();
        if let Some((_, otherwise)) = &expr.else_branch {
            self.visit_expr(otherwise);
        }
    }

    fn visit_expr_while(&mut self, expr: &'ast syn::ExprWhile) {
        self.scopes.push(BTreeSet::new());
        visit::visit_expr_while(self, expr);
        self.scopes.pop();
    }

    fn visit_expr_for_loop(&mut self, expr: &'ast syn::ExprForLoop) {
        self.visit_expr(&expr.expr);
        self.scopes.push(BTreeSet::new());
        self.visit_pat(&expr.pat);
        self.bind_pattern(&expr.pat);
        self.visit_block(&expr.body);
        self.scopes.pop();
    }

    fn visit_expr_closure(&mut self, expr: &'ast syn::ExprClosure) {
        self.scopes.push(BTreeSet::new());
        for input in &expr.inputs {
            self.bind_pattern(input);
        }
        visit::visit_expr_closure(self, expr);
        self.scopes.pop();
    }

    fn visit_arm(&mut self, arm: &'ast syn::Arm) {
        self.scopes.push(BTreeSet::new());
        self.bind_pattern(&arm.pat);
        visit::visit_arm(self, arm);
        self.scopes.pop();
    }

    // A name in a pattern binds, unless it names a constant or a unit struct in scope; here only
    // a glob of a library can have brought one in, and those are written in capitals
    // (`MAX => ...`), whereas a binding is not.
    fn visit_pat_ident(&mut self, pat: &'ast syn::PatIdent) {
        let name = pat.ident.to_string();
        if name.starts_with(|c: char| c.is_ascii_uppercase()) {
            self.bare(&name);
        }
        visit::visit_pat_ident(self, pat);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        if path.leading_colon.is_none() {
            let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
            self.path(&segments);
        }
        for segment in &path.segments {
            self.visit_path_arguments(&segment.arguments);
        }
    }

    fn visit_expr_method_call(&mut self, expr: &'ast syn::ExprMethodCall) {
        self.reached.members.insert(expr.method.to_string());
        visit::visit_expr_method_call(self, expr);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.visit_path(&mac.path);
        self.tokens(&tokens::trees(mac.tokens.clone()), false);
    }

    fn visit_stmt_macro(&mut self, stmt: &'ast syn::StmtMacro) {
        self.visit_path(&stmt.mac.path);
        self.tokens(&tokens::trees(stmt.mac.tokens.clone()), true);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `solution` reaches of the library `lib` (with modules `nim`, `io` and `game`), which
    /// defines `names`.
    fn reach(solution: &str, names: &[&str]) -> Reached {
        let file = syn::parse_file(solution).unwrap();
        let items: Vec<&syn::Item> = file.items.iter().collect();
        let modules = ["lib", "lib::nim", "lib::io", "lib::game"]
            .iter()
            .map(|m| m.split("::").map(String::from).collect())
            .collect();
        let names = names.iter().map(|n| n.to_string()).collect();
        reached(&items, &modules, &names)
    }

    fn set(names: &[&str]) -> BTreeSet<String> {
        names.iter().map(|n| n.to_string()).collect()
    }

    /// `("lib::nim", "nim_sum")`: `nim_sum` of the module `lib::nim`.
    fn paths(items: &[(&str, &str)]) -> BTreeSet<(Vec<String>, String)> {
        let path = |module: &str| module.split("::").map(String::from).collect();
        items
            .iter()
            .map(|(module, name)| (path(module), name.to_string()))
            .collect()
    }

    /// The trial's solution: its own `options` and `first_winning_move` kept `common::game` and
    /// `common::nim`.
    #[test]
    fn a_local_and_an_own_function_shadow_the_librarys_names() {
        let solution = "use crate::lib::nim::nim_sum;\n\
                        fn first_winning_move(v: &[u64]) -> Option<usize> { None }\n\
                        fn main() { let options = vec![1u64]; let x = nim_sum(options.iter().copied());\n\
                        println!(\"{options:?} {:?}\", first_winning_move(&options)); }";
        let found = reach(solution, &["nim_sum", "first_winning_move", "options"]);
        assert_eq!(found.qualified, paths(&[("lib::nim", "nim_sum")]));
        assert_eq!(found.names, set(&[]));
        assert_eq!(found.members, set(&["copied", "iter"]));
        assert!(!found.globbed);
    }

    /// Two modules of `common` each have a `mover_wins`: a path to one is not a path to the
    /// other.
    #[test]
    fn a_path_into_a_library_reaches_the_item_in_its_module() {
        let solution = "use crate::lib::nim;\nfn main() { nim::nim_sum([1u64]); \
                        crate::lib::game::Solver::<u8>::new(); Vec::<u8>::new(); \
                        crate::lib::io::mover_wins(); }";
        let found = reach(solution, &["nim_sum", "Solver", "new", "mover_wins"]);
        let expected = [
            ("lib::nim", "nim_sum"),
            ("lib::game", "Solver"),
            ("lib::io", "mover_wins"),
        ];
        assert_eq!(found.qualified, paths(&expected));
        // What follows a type is its member, by name.
        assert_eq!(found.names, set(&["new"]));
    }

    #[test]
    fn under_a_glob_a_bare_name_reaches_unless_something_of_the_solutions_own_shadows_it() {
        let solution = "use crate::lib::nim::*;\n\
                        fn mex(v: &[u64]) -> u64 { 0 }\n\
                        fn main() { let grundy = 3; let a = mex(&[]) + grundy;\n\
                        let b = nim_sum([a]); for winning in 0..3 { winning; }\n\
                        let f = |count: u64| count; match a { losing => losing };\n\
                        winning_moves(); }";
        let names = [
            "mex",
            "grundy",
            "nim_sum",
            "winning",
            "count",
            "losing",
            "winning_moves",
        ];
        let found = reach(solution, &names);
        assert!(found.globbed);
        assert_eq!(found.names, set(&["nim_sum", "winning_moves"]));
    }

    /// `let x = x;`: the new binding shadows only from the next statement; and it does not leave
    /// its block.
    #[test]
    fn a_binding_is_in_scope_from_the_next_statement_to_the_end_of_its_block() {
        let solution = "use crate::lib::*;\nfn main() { { let total = total(); total; } total(); }";
        let found = reach(solution, &["total"]);
        assert_eq!(found.names, set(&["total"]));
        let solution = "use crate::lib::*;\nfn main() { let total = 1; total; }";
        assert_eq!(reach(solution, &["total"]).names, set(&[]));
    }

    #[test]
    fn macro_arguments_are_resolved_as_tokens_and_input_binds_its_names() {
        let solution = "use crate::lib::*;\nuse crate::lib::io::Num;\n\
                        fn main() { input! { n: usize, options: [Num<u64>; n] }\n\
                        println!(\"{} {options:?} {}\", scanner.read_all(), crate::lib::io::MAX); }";
        let found = reach(solution, &["input", "options", "Num", "MAX", "io"]);
        assert_eq!(found.names, set(&["Num", "input"]));
        assert_eq!(
            found.qualified,
            paths(&[("lib::io", "Num"), ("lib::io", "MAX")])
        );
        assert_eq!(found.members, set(&["read_all"]));
    }

    #[test]
    fn an_import_reaches_what_it_names_and_any_other_import_is_the_modules_own() {
        let solution = "use crate::lib::io::{Scanner, Source as _, bad_input as bad};\n\
                        use std::io::Write;\nuse crate::lib::*;\n\
                        fn main() { bad(); Write::flush(); }";
        let names = ["Scanner", "Source", "bad_input", "Write", "flush"];
        let found = reach(solution, &names);
        let expected = [
            ("lib::io", "Scanner"),
            ("lib::io", "Source"),
            ("lib::io", "bad_input"),
        ];
        assert_eq!(found.qualified, paths(&expected));
        assert_eq!(found.names, set(&[]));
    }

    #[test]
    fn an_own_module_has_its_own_items() {
        let solution = "use crate::lib::*;\nmod own { pub fn solve() {} fn f() { solve(); } }\n\
                        fn main() { solve(); own::solve(); }";
        let found = reach(solution, &["solve"]);
        // `solve` at the root is the glob's; inside `own` it is `own`'s.
        assert_eq!(found.names, set(&["solve"]));
        let solution = "use crate::lib::*;\nmod own { pub fn solve() {} fn f() { solve(); } }\n\
                        fn main() { own::solve(); }";
        assert_eq!(reach(solution, &["solve"]).names, set(&[]));
    }
}
