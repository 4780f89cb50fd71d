package sgf

// Property is one property of a node: its identifier (upper case, such as "B"
// or "AB") and its values. Values are kept raw, as they stand between the
// brackets in the file (escapes included), converted to UTF-8; Node.Text and
// friends interpret them.
type Property struct {
	ID     string
	Values []string
}

// Node is one node of a game tree: ordered properties, a parent and children.
// The first child continues the main line; the others are variations.
//
// Read a Node freely. Nodes change only through a Tree, which keeps its
// cached positions right and can undo every edit; the reader (Parse) and New
// build them.
type Node struct {
	props    []Property
	parent   *Node
	children []*Node
	sel      int32 // index of the child on the current path

	// Replay state, owned by a Tree: problem is valid when gen matches.
	gen     uint32
	problem error
}

// NewNode returns a node with no properties, parent or children.
func NewNode() *Node { return &Node{} }

// Copy returns a deep copy of n and everything below it, with no parent: a
// branch to paste elsewhere (Tree.Paste).
func (n *Node) Copy() *Node {
	c := &Node{props: make([]Property, len(n.props)), sel: n.sel}
	for i, p := range n.props {
		c.props[i] = Property{ID: p.ID, Values: append([]string(nil), p.Values...)}
	}
	if len(n.children) > 0 {
		c.children = make([]*Node, len(n.children))
		for i, ch := range n.children {
			c.children[i] = ch.Copy()
			c.children[i].parent = c
		}
	}
	return c
}

// Parent returns the parent of n, or nil for a root.
func (n *Node) Parent() *Node { return n.parent }

// Children returns the children of n: the main line first. The slice belongs
// to n and must not be modified.
func (n *Node) Children() []*Node { return n.children }

// Next returns the first child of n (the main line), or nil.
func (n *Node) Next() *Node {
	if len(n.children) == 0 {
		return nil
	}
	return n.children[0]
}

// Continuation returns the child of n that Tree.Forward goes to: the one
// last visited, or the main line; nil at the end of a line.
func (n *Node) Continuation() *Node {
	if len(n.children) == 0 {
		return nil
	}
	return n.children[min(int(n.sel), len(n.children)-1)]
}

// MoveNumber returns the number of moves (B and W nodes) from the root to n,
// n included: the number of n's move. A node needs no Tree for it.
func (n *Node) MoveNumber() int {
	k := 0
	for m := n; m != nil; m = m.parent {
		if m.Has("B") || m.Has("W") {
			k++
		}
	}
	return k
}

// Root returns the root of the tree that holds n.
func (n *Node) Root() *Node {
	for n.parent != nil {
		n = n.parent
	}
	return n
}

// Depth returns the number of nodes above n (0 for a root).
func (n *Node) Depth() int {
	d := 0
	for p := n.parent; p != nil; p = p.parent {
		d++
	}
	return d
}

// Properties returns the properties of n in their order. The slice belongs to
// n and must not be modified.
func (n *Node) Properties() []Property { return n.props }

// Has reports whether n has the property id.
func (n *Node) Has(id string) bool { return n.index(id) >= 0 }

// Values returns the raw values of property id, or nil.
func (n *Node) Values(id string) []string {
	if i := n.index(id); i >= 0 {
		return n.props[i].Values
	}
	return nil
}

// Value returns the first raw value of property id, or "".
func (n *Node) Value(id string) string {
	if i := n.index(id); i >= 0 && len(n.props[i].Values) > 0 {
		return n.props[i].Values[0]
	}
	return ""
}

func (n *Node) index(id string) int {
	for i := range n.props {
		if n.props[i].ID == id {
			return i
		}
	}
	return -1
}

// setValues sets the raw values of property id, adding it at the end if n
// lacks it; no values removes the property. Values must be valid raw SGF
// (see Escape).
func (n *Node) setValues(id string, values ...string) {
	i := n.index(id)
	switch {
	case len(values) == 0 && i >= 0:
		n.props = append(n.props[:i:i], n.props[i+1:]...)
	case len(values) == 0:
	case i >= 0:
		n.props[i].Values = append([]string(nil), values...)
	default:
		n.props = append(n.props, Property{ID: id, Values: append([]string(nil), values...)})
	}
}

// appendChild adds c, which must have no parent, as the last child of n.
func (n *Node) appendChild(c *Node) {
	c.parent = n
	n.children = append(n.children, c)
}

// Walk calls f for n and every node below it, depth first, parents before
// children and the main line first, without recursion. It stops when f
// returns false.
func (n *Node) Walk(f func(*Node) bool) {
	stack := []*Node{n}
	for len(stack) > 0 {
		m := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !f(m) {
			return
		}
		for i := len(m.children) - 1; i >= 0; i-- {
			stack = append(stack, m.children[i])
		}
	}
}

// MainLine returns n and the first child of each node below it.
func (n *Node) MainLine() []*Node {
	var line []*Node
	for m := n; m != nil; m = m.Next() {
		line = append(line, m)
	}
	return line
}
