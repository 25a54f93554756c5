/*
 * A recording stand-in for gtag.js. Like the real script, it takes over the page's command queue
 * (window.dataLayer): the commands queued before it ran and every later one are recorded as plain
 * arrays in window.__gtagCalls, which browser tests read. It sends nothing anywhere.
 */
(function () {
  var calls = (window.__gtagCalls = window.__gtagCalls || []);
  var layer = (window.dataLayer = window.dataLayer || []);
  var record = function (entry) {
    calls.push(Array.prototype.slice.call(entry));
  };
  layer.forEach(record);
  layer.push = function () {
    for (var index = 0; index < arguments.length; index += 1) record(arguments[index]);
    return Array.prototype.push.apply(layer, arguments);
  };
})();
