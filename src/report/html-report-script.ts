/** Filters: a finding shows when its severity and its agent are both ticked; a file with none shown is hidden. */
export const HTML_REPORT_SCRIPT = `
(function () {
  var boxes = Array.prototype.slice.call(document.querySelectorAll('input[data-filter]'));
  function ticked(kind) {
    return boxes.filter(function (box) { return box.dataset.filter === kind && box.checked; }).map(function (box) { return box.value; });
  }
  function apply() {
    var severities = ticked('severity');
    var agents = ticked('agent');
    var shown = 0;
    document.querySelectorAll('.file').forEach(function (file) {
      var visible = 0;
      file.querySelectorAll('.finding').forEach(function (finding) {
        var show = severities.indexOf(finding.dataset.severity) !== -1 && agents.indexOf(finding.dataset.agent) !== -1;
        finding.hidden = !show;
        if (show) visible++;
      });
      file.hidden = visible === 0;
      shown += visible;
    });
    var count = document.getElementById('shown-count');
    if (count) count.textContent = String(shown);
    var none = document.getElementById('none-shown');
    if (none) none.hidden = shown !== 0 || boxes.length === 0;
  }
  boxes.forEach(function (box) { box.addEventListener('change', apply); });
  apply();
})();
`;
