/// `index.js`: search and filters over the index's embedded JSON (the same as `index.json`),
/// hiding the cards that do not match and saying how many are shown.
enum IndexScript {
  static let js = """
    (function () {
      'use strict';
      var node = document.getElementById('index-data');
      var form = document.getElementById('filters');
      var count = document.getElementById('count');
      if (!node || !form || !count) { return; }
      var index = JSON.parse(node.textContent);
      var byId = {};
      index.patterns.forEach(function (p) {
        byId[p.id] = p;
        p.haystack = [p.id, p.title, p.intent || '', p.requiredCapability || '', p.summary,
          p.intensity || '', p.sharpness || '', p.shape, p.length || ''].concat(p.tags)
          .join(' ').toLowerCase();
      });
      var query = document.getElementById('q');
      var selects = Array.prototype.slice.call(form.querySelectorAll('select'));
      var cards = Array.prototype.slice.call(document.querySelectorAll('#cards > li.card'));
      function update() {
        var words = query.value.toLowerCase().split(/\\s+/).filter(Boolean);
        var shown = 0;
        cards.forEach(function (card) {
          var p = byId[card.getAttribute('data-id')];
          var match = !!p && words.every(function (w) { return p.haystack.indexOf(w) >= 0; }) &&
            selects.every(function (s) { return !s.value || p[s.getAttribute('data-key')] === s.value; });
          card.hidden = !match;
          if (match) { shown += 1; }
        });
        count.textContent = shown + ' of ' + cards.length + ' patterns shown';
      }
      form.hidden = false;
      form.addEventListener('submit', function (e) { e.preventDefault(); });
      query.addEventListener('input', update);
      selects.forEach(function (s) { s.addEventListener('change', update); });
      update();
    }());

    """
}
