//! The rule of a game played on a rooted tree: each vertex's value (the game of its subtree
//! alone) from its children's, g(v) = OP over the children c of f(g(c)). Green Hackenbush's is
//! the colon principle, g(v) = ⊕ (g(c) + 1). The candidates are few and tried simplest first,
//! on every vertex of every rooted tree up to a bound ([`moves::rules::tree_values`]); the first
//! that agrees everywhere is the guess, checked to that bound and no further.

use moves::tree::Rooted;
use std::fmt;

/// How the children's terms combine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Combine {
    /// Their XOR: the children's subtrees are a sum of games.
    Xor,
    /// Their sum.
    Sum,
    /// The largest.
    Max,
    /// The least value not among them: the children are the options.
    Mex,
}

/// What each child's value becomes before the terms combine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Term {
    Same,
    PlusOne,
    XorOne,
    Double,
    DoublePlusOne,
}

/// A fitted rule: g(v) = `combine` over the children c of `term`(g(c)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TreeRule {
    pub combine: Combine,
    pub term: Term,
}

/// Where a candidate fails: the tree (parent of each vertex after the root) and the vertex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counterexample {
    pub parents: Vec<usize>,
    pub vertex: usize,
    pub value: u64,
    pub predicted: u64,
}

/// What the fit found: the first rule every vertex agrees with, or none, with the candidate that
/// agreed longest and where it first failed.
pub enum Fit {
    Found(TreeRule),
    NoneFits(TreeRule, Counterexample),
}

impl Term {
    const ALL: [Term; 5] = [
        Term::Same,
        Term::PlusOne,
        Term::XorOne,
        Term::Double,
        Term::DoublePlusOne,
    ];

    fn of(self, g: u64) -> u64 {
        match self {
            Term::Same => g,
            Term::PlusOne => g + 1,
            Term::XorOne => g ^ 1,
            Term::Double => 2 * g,
            Term::DoublePlusOne => 2 * g + 1,
        }
    }
}

impl Combine {
    const ALL: [Combine; 4] = [Combine::Xor, Combine::Sum, Combine::Max, Combine::Mex];

    fn of(self, terms: &[u64]) -> u64 {
        match self {
            Combine::Xor => terms.iter().fold(0, |x, &t| x ^ t),
            Combine::Sum => terms.iter().sum(),
            Combine::Max => terms.iter().copied().max().unwrap_or(0),
            Combine::Mex => (0..)
                .find(|v| !terms.contains(v))
                .expect("a value is missing"),
        }
    }
}

impl TreeRule {
    /// Every candidate, simplest first.
    pub fn candidates() -> impl Iterator<Item = TreeRule> {
        Combine::ALL.into_iter().flat_map(|combine| {
            Term::ALL
                .into_iter()
                .map(move |term| TreeRule { combine, term })
        })
    }

    /// The value the rule gives each vertex of `tree`, from the leaves up.
    pub fn values(&self, tree: &Rooted) -> Vec<u64> {
        let mut terms = vec![Vec::new(); tree.len()];
        let mut values = vec![0; tree.len()];
        // Children come after their parent: backwards, each vertex's children are done.
        for v in (0..tree.len()).rev() {
            values[v] = self.combine.of(&terms[v]);
            if v > 0 {
                let term = self.term.of(values[v]);
                terms[tree.parent(v)].push(term);
            }
        }
        values
    }

    /// The first vertex where the rule and the solved values differ.
    fn first_miss(&self, trees: &[(Rooted, Vec<u64>)]) -> Option<(usize, Counterexample)> {
        for (index, (tree, solved)) in trees.iter().enumerate() {
            let predicted = self.values(tree);
            if let Some(v) = (0..tree.len()).find(|&v| predicted[v] != solved[v]) {
                return Some((
                    index,
                    Counterexample {
                        parents: (1..tree.len()).map(|w| tree.parent(w)).collect(),
                        vertex: v,
                        value: solved[v],
                        predicted: predicted[v],
                    },
                ));
            }
        }
        None
    }
}

/// The simplest rule every vertex of `trees` agrees with (trees in growing size, as
/// [`moves::rules::tree_values`] lists them), or the candidate that held on the most trees.
pub fn fit(trees: &[(Rooted, Vec<u64>)]) -> Fit {
    let mut nearest: Option<(usize, TreeRule, Counterexample)> = None;
    for rule in TreeRule::candidates() {
        match rule.first_miss(trees) {
            None => return Fit::Found(rule),
            Some((held, miss)) => {
                if nearest.as_ref().is_none_or(|(most, _, _)| held > *most) {
                    nearest = Some((held, rule, miss));
                }
            }
        }
    }
    let (_, rule, miss) = nearest.expect("there are candidates");
    Fit::NoneFits(rule, miss)
}

impl fmt::Display for TreeRule {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let term = match self.term {
            Term::Same => "g(c)",
            Term::PlusOne => "(g(c) + 1)",
            Term::XorOne => "(g(c) ⊕ 1)",
            Term::Double => "2·g(c)",
            Term::DoublePlusOne => "(2·g(c) + 1)",
        };
        let combine = match self.combine {
            Combine::Xor => "⊕",
            Combine::Sum => "Σ",
            Combine::Max => "max",
            Combine::Mex => "mex",
        };
        write!(f, "g(v) = {combine} over the children c of v of {term}")?;
        if *self
            == (TreeRule {
                combine: Combine::Xor,
                term: Term::PlusOne,
            })
        {
            write!(f, " (the colon principle)")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Trees with values made by `rule` itself, up to `most` vertices.
    fn valued_by(rule: TreeRule, most: usize) -> Vec<(Rooted, Vec<u64>)> {
        (1..=most)
            .flat_map(Rooted::every)
            .map(|tree| {
                let values = rule.values(&tree);
                (tree, values)
            })
            .collect()
    }

    #[test]
    fn each_candidate_is_found_from_its_own_values() {
        for rule in TreeRule::candidates() {
            // Several rules make every value 0 (a leaf is 0, and 0 stays 0 under ⊕, Σ or max of
            // g or 2g): the first of them is found, so a found rule may be an earlier one.
            match fit(&valued_by(rule, 6)) {
                Fit::Found(found) => assert!(
                    TreeRule::candidates().position(|r| r == found).unwrap()
                        <= TreeRule::candidates().position(|r| r == rule).unwrap(),
                    "{rule} gave the later {found}"
                ),
                Fit::NoneFits(..) => panic!("{rule} not found from its own values"),
            }
        }
    }

    #[test]
    fn green_hackenbush_values_give_the_colon_principle() {
        let colon = TreeRule {
            combine: Combine::Xor,
            term: Term::PlusOne,
        };
        let Fit::Found(found) = fit(&valued_by(colon, 6)) else {
            panic!("no rule found");
        };
        assert_eq!(found, colon);
        assert!(found.to_string().ends_with("(the colon principle)"));
    }

    #[test]
    fn values_no_candidate_makes_are_refused_with_where() {
        // A vertex worth its subtree's size squared: no combination of the children's values.
        let trees: Vec<(Rooted, Vec<u64>)> = (1..=5)
            .flat_map(Rooted::every)
            .map(|tree| {
                let mut size = vec![1u64; tree.len()];
                for v in (1..tree.len()).rev() {
                    size[tree.parent(v)] += size[v];
                }
                let values = size.iter().map(|s| s * s).collect();
                (tree, values)
            })
            .collect();
        let Fit::NoneFits(_, miss) = fit(&trees) else {
            panic!("a rule was claimed");
        };
        assert_ne!(miss.value, miss.predicted);
    }
}
