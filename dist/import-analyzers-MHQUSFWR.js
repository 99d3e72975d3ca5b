import { createRequire as __sextantCreateRequire } from 'node:module'; const require = __sextantCreateRequire(import.meta.url);
import {
  RISKY_COMMAND_HINT,
  assessCommandRisk,
  capCandidates,
  describeAnalyzerRun,
  describeDropped,
  withoutMuted
} from "./chunk-AIQM474U.js";
import {
  ReportFormatError,
  cappedReport,
  isRecord,
  parseJson,
  parseJsonList,
  resultPlace
} from "./chunk-I6LMSCVT.js";
import {
  addedLines,
  commentableLines
} from "./chunk-DSZQWUXJ.js";
import {
  kebabCase
} from "./chunk-BDUNCTLW.js";
import {
  candidateFinding
} from "./chunk-ZFH2HMAN.js";
import {
  CancelledError,
  DEFAULT_EXCLUDED_GLOBS
} from "./chunk-SR6QCFEX.js";
import {
  require_picomatch
} from "./chunk-HLPW6TWX.js";
import {
  AGENT_NAMES
} from "./chunk-HKAK5JSN.js";
import "./chunk-P7IRFNF7.js";
import "./chunk-46UCUBVH.js";
import "./chunk-YWK67LT6.js";
import {
  __commonJS,
  __toESM
} from "./chunk-NE6RTQ5N.js";

// node_modules/fast-xml-parser/src/util.js
var require_util = __commonJS({
  "node_modules/fast-xml-parser/src/util.js"(exports) {
    "use strict";
    var nameStartChar = ":A-Za-z_\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD";
    var nameChar = nameStartChar + "\\-.\\d\\u00B7\\u0300-\\u036F\\u203F-\\u2040";
    var nameRegexp = "[" + nameStartChar + "][" + nameChar + "]*";
    var regexName = new RegExp("^" + nameRegexp + "$");
    var getAllMatches = function(string, regex) {
      const matches = [];
      let match = regex.exec(string);
      while (match) {
        const allmatches = [];
        allmatches.startIndex = regex.lastIndex - match[0].length;
        const len = match.length;
        for (let index = 0; index < len; index++) {
          allmatches.push(match[index]);
        }
        matches.push(allmatches);
        match = regex.exec(string);
      }
      return matches;
    };
    var isName = function(string) {
      const match = regexName.exec(string);
      return !(match === null || typeof match === "undefined");
    };
    exports.isExist = function(v) {
      return typeof v !== "undefined";
    };
    exports.isEmptyObject = function(obj) {
      return Object.keys(obj).length === 0;
    };
    exports.merge = function(target, a, arrayMode) {
      if (a) {
        const keys = Object.keys(a);
        const len = keys.length;
        for (let i = 0; i < len; i++) {
          if (arrayMode === "strict") {
            target[keys[i]] = [a[keys[i]]];
          } else {
            target[keys[i]] = a[keys[i]];
          }
        }
      }
    };
    exports.getValue = function(v) {
      if (exports.isExist(v)) {
        return v;
      } else {
        return "";
      }
    };
    var DANGEROUS_PROPERTY_NAMES = [
      // '__proto__',
      // 'constructor',
      // 'prototype',
      "hasOwnProperty",
      "toString",
      "valueOf",
      "__defineGetter__",
      "__defineSetter__",
      "__lookupGetter__",
      "__lookupSetter__"
    ];
    var criticalProperties = ["__proto__", "constructor", "prototype"];
    exports.isName = isName;
    exports.getAllMatches = getAllMatches;
    exports.nameRegexp = nameRegexp;
    exports.DANGEROUS_PROPERTY_NAMES = DANGEROUS_PROPERTY_NAMES;
    exports.criticalProperties = criticalProperties;
  }
});

// node_modules/fast-xml-parser/src/validator.js
var require_validator = __commonJS({
  "node_modules/fast-xml-parser/src/validator.js"(exports) {
    "use strict";
    var util = require_util();
    var defaultOptions = {
      allowBooleanAttributes: false,
      //A tag can have attributes without any value
      unpairedTags: []
    };
    exports.validate = function(xmlData, options) {
      options = Object.assign({}, defaultOptions, options);
      const tags = [];
      let tagFound = false;
      let reachedRoot = false;
      if (xmlData[0] === "\uFEFF") {
        xmlData = xmlData.substr(1);
      }
      for (let i = 0; i < xmlData.length; i++) {
        if (xmlData[i] === "<" && xmlData[i + 1] === "?") {
          i += 2;
          i = readPI(xmlData, i);
          if (i.err) return i;
        } else if (xmlData[i] === "<") {
          let tagStartPos = i;
          i++;
          if (xmlData[i] === "!") {
            i = readCommentAndCDATA(xmlData, i);
            continue;
          } else {
            let closingTag = false;
            if (xmlData[i] === "/") {
              closingTag = true;
              i++;
            }
            let tagName = "";
            for (; i < xmlData.length && xmlData[i] !== ">" && xmlData[i] !== " " && xmlData[i] !== "	" && xmlData[i] !== "\n" && xmlData[i] !== "\r"; i++) {
              tagName += xmlData[i];
            }
            tagName = tagName.trim();
            if (tagName[tagName.length - 1] === "/") {
              tagName = tagName.substring(0, tagName.length - 1);
              i--;
            }
            if (!validateTagName(tagName)) {
              let msg;
              if (tagName.trim().length === 0) {
                msg = "Invalid space after '<'.";
              } else {
                msg = "Tag '" + tagName + "' is an invalid name.";
              }
              return getErrorObject("InvalidTag", msg, getLineNumberForPosition(xmlData, i));
            }
            const result = readAttributeStr(xmlData, i);
            if (result === false) {
              return getErrorObject("InvalidAttr", "Attributes for '" + tagName + "' have open quote.", getLineNumberForPosition(xmlData, i));
            }
            let attrStr = result.value;
            i = result.index;
            if (attrStr[attrStr.length - 1] === "/") {
              const attrStrStart = i - attrStr.length;
              attrStr = attrStr.substring(0, attrStr.length - 1);
              const isValid = validateAttributeString(attrStr, options);
              if (isValid === true) {
                tagFound = true;
              } else {
                return getErrorObject(isValid.err.code, isValid.err.msg, getLineNumberForPosition(xmlData, attrStrStart + isValid.err.line));
              }
            } else if (closingTag) {
              if (!result.tagClosed) {
                return getErrorObject("InvalidTag", "Closing tag '" + tagName + "' doesn't have proper closing.", getLineNumberForPosition(xmlData, i));
              } else if (attrStr.trim().length > 0) {
                return getErrorObject("InvalidTag", "Closing tag '" + tagName + "' can't have attributes or invalid starting.", getLineNumberForPosition(xmlData, tagStartPos));
              } else if (tags.length === 0) {
                return getErrorObject("InvalidTag", "Closing tag '" + tagName + "' has not been opened.", getLineNumberForPosition(xmlData, tagStartPos));
              } else {
                const otg = tags.pop();
                if (tagName !== otg.tagName) {
                  let openPos = getLineNumberForPosition(xmlData, otg.tagStartPos);
                  return getErrorObject(
                    "InvalidTag",
                    "Expected closing tag '" + otg.tagName + "' (opened in line " + openPos.line + ", col " + openPos.col + ") instead of closing tag '" + tagName + "'.",
                    getLineNumberForPosition(xmlData, tagStartPos)
                  );
                }
                if (tags.length == 0) {
                  reachedRoot = true;
                }
              }
            } else {
              const isValid = validateAttributeString(attrStr, options);
              if (isValid !== true) {
                return getErrorObject(isValid.err.code, isValid.err.msg, getLineNumberForPosition(xmlData, i - attrStr.length + isValid.err.line));
              }
              if (reachedRoot === true) {
                return getErrorObject("InvalidXml", "Multiple possible root nodes found.", getLineNumberForPosition(xmlData, i));
              } else if (options.unpairedTags.indexOf(tagName) !== -1) {
              } else {
                tags.push({ tagName, tagStartPos });
              }
              tagFound = true;
            }
            for (i++; i < xmlData.length; i++) {
              if (xmlData[i] === "<") {
                if (xmlData[i + 1] === "!") {
                  i++;
                  i = readCommentAndCDATA(xmlData, i);
                  continue;
                } else if (xmlData[i + 1] === "?") {
                  i = readPI(xmlData, ++i);
                  if (i.err) return i;
                } else {
                  break;
                }
              } else if (xmlData[i] === "&") {
                const afterAmp = validateAmpersand(xmlData, i);
                if (afterAmp == -1)
                  return getErrorObject("InvalidChar", "char '&' is not expected.", getLineNumberForPosition(xmlData, i));
                i = afterAmp;
              } else {
                if (reachedRoot === true && !isWhiteSpace(xmlData[i])) {
                  return getErrorObject("InvalidXml", "Extra text at the end", getLineNumberForPosition(xmlData, i));
                }
              }
            }
            if (xmlData[i] === "<") {
              i--;
            }
          }
        } else {
          if (isWhiteSpace(xmlData[i])) {
            continue;
          }
          return getErrorObject("InvalidChar", "char '" + xmlData[i] + "' is not expected.", getLineNumberForPosition(xmlData, i));
        }
      }
      if (!tagFound) {
        return getErrorObject("InvalidXml", "Start tag expected.", 1);
      } else if (tags.length == 1) {
        return getErrorObject("InvalidTag", "Unclosed tag '" + tags[0].tagName + "'.", getLineNumberForPosition(xmlData, tags[0].tagStartPos));
      } else if (tags.length > 0) {
        return getErrorObject("InvalidXml", "Invalid '" + JSON.stringify(tags.map((t) => t.tagName), null, 4).replace(/\r?\n/g, "") + "' found.", { line: 1, col: 1 });
      }
      return true;
    };
    function isWhiteSpace(char) {
      return char === " " || char === "	" || char === "\n" || char === "\r";
    }
    function readPI(xmlData, i) {
      const start = i;
      for (; i < xmlData.length; i++) {
        if (xmlData[i] == "?" || xmlData[i] == " ") {
          const tagname = xmlData.substr(start, i - start);
          if (i > 5 && tagname === "xml") {
            return getErrorObject("InvalidXml", "XML declaration allowed only at the start of the document.", getLineNumberForPosition(xmlData, i));
          } else if (xmlData[i] == "?" && xmlData[i + 1] == ">") {
            i++;
            break;
          } else {
            continue;
          }
        }
      }
      return i;
    }
    function readCommentAndCDATA(xmlData, i) {
      if (xmlData.length > i + 5 && xmlData[i + 1] === "-" && xmlData[i + 2] === "-") {
        for (i += 3; i < xmlData.length; i++) {
          if (xmlData[i] === "-" && xmlData[i + 1] === "-" && xmlData[i + 2] === ">") {
            i += 2;
            break;
          }
        }
      } else if (xmlData.length > i + 8 && xmlData[i + 1] === "D" && xmlData[i + 2] === "O" && xmlData[i + 3] === "C" && xmlData[i + 4] === "T" && xmlData[i + 5] === "Y" && xmlData[i + 6] === "P" && xmlData[i + 7] === "E") {
        let angleBracketsCount = 1;
        for (i += 8; i < xmlData.length; i++) {
          if (xmlData[i] === "<") {
            angleBracketsCount++;
          } else if (xmlData[i] === ">") {
            angleBracketsCount--;
            if (angleBracketsCount === 0) {
              break;
            }
          }
        }
      } else if (xmlData.length > i + 9 && xmlData[i + 1] === "[" && xmlData[i + 2] === "C" && xmlData[i + 3] === "D" && xmlData[i + 4] === "A" && xmlData[i + 5] === "T" && xmlData[i + 6] === "A" && xmlData[i + 7] === "[") {
        for (i += 8; i < xmlData.length; i++) {
          if (xmlData[i] === "]" && xmlData[i + 1] === "]" && xmlData[i + 2] === ">") {
            i += 2;
            break;
          }
        }
      }
      return i;
    }
    var doubleQuote = '"';
    var singleQuote = "'";
    function readAttributeStr(xmlData, i) {
      let attrStr = "";
      let startChar = "";
      let tagClosed = false;
      for (; i < xmlData.length; i++) {
        if (xmlData[i] === doubleQuote || xmlData[i] === singleQuote) {
          if (startChar === "") {
            startChar = xmlData[i];
          } else if (startChar !== xmlData[i]) {
          } else {
            startChar = "";
          }
        } else if (xmlData[i] === ">") {
          if (startChar === "") {
            tagClosed = true;
            break;
          }
        }
        attrStr += xmlData[i];
      }
      if (startChar !== "") {
        return false;
      }
      return {
        value: attrStr,
        index: i,
        tagClosed
      };
    }
    var validAttrStrRegxp = new RegExp(`(\\s*)([^\\s=]+)(\\s*=)?(\\s*(['"])(([\\s\\S])*?)\\5)?`, "g");
    function validateAttributeString(attrStr, options) {
      const matches = util.getAllMatches(attrStr, validAttrStrRegxp);
      const attrNames = {};
      for (let i = 0; i < matches.length; i++) {
        if (matches[i][1].length === 0) {
          return getErrorObject("InvalidAttr", "Attribute '" + matches[i][2] + "' has no space in starting.", getPositionFromMatch(matches[i]));
        } else if (matches[i][3] !== void 0 && matches[i][4] === void 0) {
          return getErrorObject("InvalidAttr", "Attribute '" + matches[i][2] + "' is without value.", getPositionFromMatch(matches[i]));
        } else if (matches[i][3] === void 0 && !options.allowBooleanAttributes) {
          return getErrorObject("InvalidAttr", "boolean attribute '" + matches[i][2] + "' is not allowed.", getPositionFromMatch(matches[i]));
        }
        const attrName = matches[i][2];
        if (!validateAttrName(attrName)) {
          return getErrorObject("InvalidAttr", "Attribute '" + attrName + "' is an invalid name.", getPositionFromMatch(matches[i]));
        }
        if (!attrNames.hasOwnProperty(attrName)) {
          attrNames[attrName] = 1;
        } else {
          return getErrorObject("InvalidAttr", "Attribute '" + attrName + "' is repeated.", getPositionFromMatch(matches[i]));
        }
      }
      return true;
    }
    function validateNumberAmpersand(xmlData, i) {
      let re = /\d/;
      if (xmlData[i] === "x") {
        i++;
        re = /[\da-fA-F]/;
      }
      for (; i < xmlData.length; i++) {
        if (xmlData[i] === ";")
          return i;
        if (!xmlData[i].match(re))
          break;
      }
      return -1;
    }
    function validateAmpersand(xmlData, i) {
      i++;
      if (xmlData[i] === ";")
        return -1;
      if (xmlData[i] === "#") {
        i++;
        return validateNumberAmpersand(xmlData, i);
      }
      let count = 0;
      for (; i < xmlData.length; i++, count++) {
        if (xmlData[i].match(/\w/) && count < 20)
          continue;
        if (xmlData[i] === ";")
          break;
        return -1;
      }
      return i;
    }
    function getErrorObject(code, message, lineNumber2) {
      return {
        err: {
          code,
          msg: message,
          line: lineNumber2.line || lineNumber2,
          col: lineNumber2.col
        }
      };
    }
    function validateAttrName(attrName) {
      return util.isName(attrName);
    }
    function validateTagName(tagname) {
      return util.isName(tagname);
    }
    function getLineNumberForPosition(xmlData, index) {
      const lines = xmlData.substring(0, index).split(/\r?\n/);
      return {
        line: lines.length,
        // column number is last line's length + 1, because column numbering starts at 1:
        col: lines[lines.length - 1].length + 1
      };
    }
    function getPositionFromMatch(match) {
      return match.startIndex + match[1].length;
    }
  }
});

// node_modules/fast-xml-parser/src/xmlparser/OptionsBuilder.js
var require_OptionsBuilder = __commonJS({
  "node_modules/fast-xml-parser/src/xmlparser/OptionsBuilder.js"(exports) {
    var { DANGEROUS_PROPERTY_NAMES, criticalProperties } = require_util();
    var defaultOnDangerousProperty = (name) => {
      if (DANGEROUS_PROPERTY_NAMES.includes(name)) {
        return "__" + name;
      }
      return name;
    };
    var defaultOptions = {
      preserveOrder: false,
      attributeNamePrefix: "@_",
      attributesGroupName: false,
      textNodeName: "#text",
      ignoreAttributes: true,
      removeNSPrefix: false,
      // remove NS from tag name or attribute name if true
      allowBooleanAttributes: false,
      //a tag can have attributes without any value
      //ignoreRootElement : false,
      parseTagValue: true,
      parseAttributeValue: false,
      trimValues: true,
      //Trim string values of tag and attributes
      cdataPropName: false,
      numberParseOptions: {
        hex: true,
        leadingZeros: true,
        eNotation: true
      },
      tagValueProcessor: function(tagName, val) {
        return val;
      },
      attributeValueProcessor: function(attrName, val) {
        return val;
      },
      stopNodes: [],
      //nested tags will not be parsed even for errors
      alwaysCreateTextNode: false,
      isArray: () => false,
      commentPropName: false,
      unpairedTags: [],
      processEntities: true,
      htmlEntities: false,
      ignoreDeclaration: false,
      ignorePiTags: false,
      transformTagName: false,
      transformAttributeName: false,
      updateTag: function(tagName, jPath, attrs) {
        return tagName;
      },
      // skipEmptyListItem: false
      captureMetaData: false,
      maxNestedTags: 100,
      strictReservedNames: true,
      onDangerousProperty: defaultOnDangerousProperty
    };
    function validatePropertyName(propertyName, optionName) {
      if (typeof propertyName !== "string") {
        return;
      }
      const normalized = propertyName.toLowerCase();
      if (DANGEROUS_PROPERTY_NAMES.some((dangerous) => normalized === dangerous.toLowerCase())) {
        throw new Error(
          `[SECURITY] Invalid ${optionName}: "${propertyName}" is a reserved JavaScript keyword that could cause prototype pollution`
        );
      }
      if (criticalProperties.some((dangerous) => normalized === dangerous.toLowerCase())) {
        throw new Error(
          `[SECURITY] Invalid ${optionName}: "${propertyName}" is a reserved JavaScript keyword that could cause prototype pollution`
        );
      }
    }
    function normalizeProcessEntities(value) {
      if (typeof value === "boolean") {
        return {
          enabled: value,
          // true or false
          maxEntitySize: 1e4,
          maxExpansionDepth: 10,
          maxTotalExpansions: 1e3,
          maxExpandedLength: 1e5,
          allowedTags: null,
          tagFilter: null
        };
      }
      if (typeof value === "object" && value !== null) {
        return {
          enabled: value.enabled !== false,
          maxEntitySize: Math.max(1, value.maxEntitySize ?? 1e4),
          maxExpansionDepth: Math.max(1, value.maxExpansionDepth ?? 1e4),
          maxTotalExpansions: Math.max(1, value.maxTotalExpansions ?? Infinity),
          maxExpandedLength: Math.max(1, value.maxExpandedLength ?? 1e5),
          maxEntityCount: Math.max(1, value.maxEntityCount ?? 1e3),
          allowedTags: value.allowedTags ?? null,
          tagFilter: value.tagFilter ?? null
        };
      }
      return normalizeProcessEntities(true);
    }
    var buildOptions = function(options) {
      const built = Object.assign({}, defaultOptions, options);
      const propertyNameOptions = [
        { value: built.attributeNamePrefix, name: "attributeNamePrefix" },
        { value: built.attributesGroupName, name: "attributesGroupName" },
        { value: built.textNodeName, name: "textNodeName" },
        { value: built.cdataPropName, name: "cdataPropName" },
        { value: built.commentPropName, name: "commentPropName" }
      ];
      for (const { value, name } of propertyNameOptions) {
        if (value) {
          validatePropertyName(value, name);
        }
      }
      if (built.onDangerousProperty === null) {
        built.onDangerousProperty = defaultOnDangerousProperty;
      }
      built.processEntities = normalizeProcessEntities(built.processEntities);
      return built;
    };
    exports.buildOptions = buildOptions;
    exports.defaultOptions = defaultOptions;
  }
});

// node_modules/fast-xml-parser/src/xmlparser/xmlNode.js
var require_xmlNode = __commonJS({
  "node_modules/fast-xml-parser/src/xmlparser/xmlNode.js"(exports, module) {
    "use strict";
    var XmlNode = class {
      constructor(tagname) {
        this.tagname = tagname;
        this.child = [];
        this[":@"] = {};
      }
      add(key, val) {
        if (key === "__proto__") key = "#__proto__";
        this.child.push({ [key]: val });
      }
      addChild(node) {
        if (node.tagname === "__proto__") node.tagname = "#__proto__";
        if (node[":@"] && Object.keys(node[":@"]).length > 0) {
          this.child.push({ [node.tagname]: node.child, [":@"]: node[":@"] });
        } else {
          this.child.push({ [node.tagname]: node.child });
        }
      }
    };
    module.exports = XmlNode;
  }
});

// node_modules/fast-xml-parser/src/xmlparser/DocTypeReader.js
var require_DocTypeReader = __commonJS({
  "node_modules/fast-xml-parser/src/xmlparser/DocTypeReader.js"(exports, module) {
    var util = require_util();
    var DocTypeReader = class {
      constructor(options) {
        this.suppressValidationErr = !options;
        this.options = options || {};
      }
      readDocType(xmlData, i) {
        const entities = /* @__PURE__ */ Object.create(null);
        let entityCount = 0;
        if (xmlData[i + 3] === "O" && xmlData[i + 4] === "C" && xmlData[i + 5] === "T" && xmlData[i + 6] === "Y" && xmlData[i + 7] === "P" && xmlData[i + 8] === "E") {
          i = i + 9;
          let angleBracketsCount = 1;
          let hasBody = false, comment = false;
          let exp = "";
          for (; i < xmlData.length; i++) {
            if (xmlData[i] === "<" && !comment) {
              if (hasBody && hasSeq(xmlData, "!ENTITY", i)) {
                i += 7;
                let entityName, val;
                [entityName, val, i] = this.readEntityExp(xmlData, i + 1, this.suppressValidationErr);
                if (val.indexOf("&") === -1) {
                  if (this.options.enabled !== false && this.options.maxEntityCount != null && entityCount >= this.options.maxEntityCount) {
                    throw new Error(
                      `Entity count (${entityCount + 1}) exceeds maximum allowed (${this.options.maxEntityCount})`
                    );
                  }
                  const escaped = entityName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
                  entities[entityName] = {
                    regx: RegExp(`&${escaped};`, "g"),
                    val
                  };
                  entityCount++;
                }
              } else if (hasBody && hasSeq(xmlData, "!ELEMENT", i)) {
                i += 8;
                const { index } = this.readElementExp(xmlData, i + 1);
                i = index;
              } else if (hasBody && hasSeq(xmlData, "!ATTLIST", i)) {
                i += 8;
              } else if (hasBody && hasSeq(xmlData, "!NOTATION", i)) {
                i += 9;
                const { index } = this.readNotationExp(xmlData, i + 1, this.suppressValidationErr);
                i = index;
              } else if (hasSeq(xmlData, "!--", i)) {
                comment = true;
              } else {
                throw new Error(`Invalid DOCTYPE`);
              }
              angleBracketsCount++;
              exp = "";
            } else if (xmlData[i] === ">") {
              if (comment) {
                if (xmlData[i - 1] === "-" && xmlData[i - 2] === "-") {
                  comment = false;
                  angleBracketsCount--;
                }
              } else {
                angleBracketsCount--;
              }
              if (angleBracketsCount === 0) {
                break;
              }
            } else if (xmlData[i] === "[") {
              hasBody = true;
            } else {
              exp += xmlData[i];
            }
          }
          if (angleBracketsCount !== 0) {
            throw new Error(`Unclosed DOCTYPE`);
          }
        } else {
          throw new Error(`Invalid Tag instead of DOCTYPE`);
        }
        return { entities, i };
      }
      readEntityExp(xmlData, i) {
        i = skipWhitespace(xmlData, i);
        let entityName = "";
        while (i < xmlData.length && !/\s/.test(xmlData[i]) && xmlData[i] !== '"' && xmlData[i] !== "'") {
          entityName += xmlData[i];
          i++;
        }
        validateEntityName(entityName);
        i = skipWhitespace(xmlData, i);
        if (!this.suppressValidationErr) {
          if (xmlData.substring(i, i + 6).toUpperCase() === "SYSTEM") {
            throw new Error("External entities are not supported");
          } else if (xmlData[i] === "%") {
            throw new Error("Parameter entities are not supported");
          }
        }
        let entityValue = "";
        [i, entityValue] = this.readIdentifierVal(xmlData, i, "entity");
        if (this.options.enabled !== false && this.options.maxEntitySize != null && entityValue.length > this.options.maxEntitySize) {
          throw new Error(
            `Entity "${entityName}" size (${entityValue.length}) exceeds maximum allowed size (${this.options.maxEntitySize})`
          );
        }
        i--;
        return [entityName, entityValue, i];
      }
      readNotationExp(xmlData, i) {
        i = skipWhitespace(xmlData, i);
        let notationName = "";
        while (i < xmlData.length && !/\s/.test(xmlData[i])) {
          notationName += xmlData[i];
          i++;
        }
        !this.suppressValidationErr && validateEntityName(notationName);
        i = skipWhitespace(xmlData, i);
        const identifierType = xmlData.substring(i, i + 6).toUpperCase();
        if (!this.suppressValidationErr && identifierType !== "SYSTEM" && identifierType !== "PUBLIC") {
          throw new Error(`Expected SYSTEM or PUBLIC, found "${identifierType}"`);
        }
        i += identifierType.length;
        i = skipWhitespace(xmlData, i);
        let publicIdentifier = null;
        let systemIdentifier = null;
        if (identifierType === "PUBLIC") {
          [i, publicIdentifier] = this.readIdentifierVal(xmlData, i, "publicIdentifier");
          i = skipWhitespace(xmlData, i);
          if (xmlData[i] === '"' || xmlData[i] === "'") {
            [i, systemIdentifier] = this.readIdentifierVal(xmlData, i, "systemIdentifier");
          }
        } else if (identifierType === "SYSTEM") {
          [i, systemIdentifier] = this.readIdentifierVal(xmlData, i, "systemIdentifier");
          if (!this.suppressValidationErr && !systemIdentifier) {
            throw new Error("Missing mandatory system identifier for SYSTEM notation");
          }
        }
        return { notationName, publicIdentifier, systemIdentifier, index: --i };
      }
      readIdentifierVal(xmlData, i, type) {
        let identifierVal = "";
        const startChar = xmlData[i];
        if (startChar !== '"' && startChar !== "'") {
          throw new Error(`Expected quoted string, found "${startChar}"`);
        }
        i++;
        while (i < xmlData.length && xmlData[i] !== startChar) {
          identifierVal += xmlData[i];
          i++;
        }
        if (xmlData[i] !== startChar) {
          throw new Error(`Unterminated ${type} value`);
        }
        i++;
        return [i, identifierVal];
      }
      readElementExp(xmlData, i) {
        i = skipWhitespace(xmlData, i);
        let elementName = "";
        while (i < xmlData.length && !/\s/.test(xmlData[i])) {
          elementName += xmlData[i];
          i++;
        }
        if (!this.suppressValidationErr && !util.isName(elementName)) {
          throw new Error(`Invalid element name: "${elementName}"`);
        }
        i = skipWhitespace(xmlData, i);
        let contentModel = "";
        if (xmlData[i] === "E" && hasSeq(xmlData, "MPTY", i)) {
          i += 4;
        } else if (xmlData[i] === "A" && hasSeq(xmlData, "NY", i)) {
          i += 2;
        } else if (xmlData[i] === "(") {
          i++;
          while (i < xmlData.length && xmlData[i] !== ")") {
            contentModel += xmlData[i];
            i++;
          }
          if (xmlData[i] !== ")") {
            throw new Error("Unterminated content model");
          }
        } else if (!this.suppressValidationErr) {
          throw new Error(`Invalid Element Expression, found "${xmlData[i]}"`);
        }
        return {
          elementName,
          contentModel: contentModel.trim(),
          index: i
        };
      }
      readAttlistExp(xmlData, i) {
        i = skipWhitespace(xmlData, i);
        let elementName = "";
        while (i < xmlData.length && !/\s/.test(xmlData[i])) {
          elementName += xmlData[i];
          i++;
        }
        validateEntityName(elementName);
        i = skipWhitespace(xmlData, i);
        let attributeName = "";
        while (i < xmlData.length && !/\s/.test(xmlData[i])) {
          attributeName += xmlData[i];
          i++;
        }
        if (!validateEntityName(attributeName)) {
          throw new Error(`Invalid attribute name: "${attributeName}"`);
        }
        i = skipWhitespace(xmlData, i);
        let attributeType = "";
        if (xmlData.substring(i, i + 8).toUpperCase() === "NOTATION") {
          attributeType = "NOTATION";
          i += 8;
          i = skipWhitespace(xmlData, i);
          if (xmlData[i] !== "(") {
            throw new Error(`Expected '(', found "${xmlData[i]}"`);
          }
          i++;
          let allowedNotations = [];
          while (i < xmlData.length && xmlData[i] !== ")") {
            let notation = "";
            while (i < xmlData.length && xmlData[i] !== "|" && xmlData[i] !== ")") {
              notation += xmlData[i];
              i++;
            }
            notation = notation.trim();
            if (!validateEntityName(notation)) {
              throw new Error(`Invalid notation name: "${notation}"`);
            }
            allowedNotations.push(notation);
            if (xmlData[i] === "|") {
              i++;
              i = skipWhitespace(xmlData, i);
            }
          }
          if (xmlData[i] !== ")") {
            throw new Error("Unterminated list of notations");
          }
          i++;
          attributeType += " (" + allowedNotations.join("|") + ")";
        } else {
          while (i < xmlData.length && !/\s/.test(xmlData[i])) {
            attributeType += xmlData[i];
            i++;
          }
          const validTypes = ["CDATA", "ID", "IDREF", "IDREFS", "ENTITY", "ENTITIES", "NMTOKEN", "NMTOKENS"];
          if (!this.suppressValidationErr && !validTypes.includes(attributeType.toUpperCase())) {
            throw new Error(`Invalid attribute type: "${attributeType}"`);
          }
        }
        i = skipWhitespace(xmlData, i);
        let defaultValue = "";
        if (xmlData.substring(i, i + 8).toUpperCase() === "#REQUIRED") {
          defaultValue = "#REQUIRED";
          i += 8;
        } else if (xmlData.substring(i, i + 7).toUpperCase() === "#IMPLIED") {
          defaultValue = "#IMPLIED";
          i += 7;
        } else {
          [i, defaultValue] = this.readIdentifierVal(xmlData, i, "ATTLIST");
        }
        return {
          elementName,
          attributeName,
          attributeType,
          defaultValue,
          index: i
        };
      }
    };
    var skipWhitespace = (data, index) => {
      while (index < data.length && /\s/.test(data[index])) {
        index++;
      }
      return index;
    };
    function hasSeq(data, seq, i) {
      for (let j = 0; j < seq.length; j++) {
        if (seq[j] !== data[i + j + 1]) return false;
      }
      return true;
    }
    function validateEntityName(name) {
      if (util.isName(name))
        return name;
      else
        throw new Error(`Invalid entity name ${name}`);
    }
    module.exports = DocTypeReader;
  }
});

// node_modules/strnum/strnum.js
var require_strnum = __commonJS({
  "node_modules/strnum/strnum.js"(exports, module) {
    var hexRegex = /^[-+]?0x[a-fA-F0-9]+$/;
    var numRegex = /^([\-\+])?(0*)([0-9]*(\.[0-9]*)?)$/;
    var consider = {
      hex: true,
      // oct: false,
      leadingZeros: true,
      decimalPoint: ".",
      eNotation: true
      //skipLike: /regex/
    };
    function toNumber(str, options = {}) {
      options = Object.assign({}, consider, options);
      if (!str || typeof str !== "string") return str;
      let trimmedStr = str.trim();
      if (options.skipLike !== void 0 && options.skipLike.test(trimmedStr)) return str;
      else if (str === "0") return 0;
      else if (options.hex && hexRegex.test(trimmedStr)) {
        return parse_int(trimmedStr, 16);
      } else if (trimmedStr.search(/[eE]/) !== -1) {
        const notation = trimmedStr.match(/^([-\+])?(0*)([0-9]*(\.[0-9]*)?[eE][-\+]?[0-9]+)$/);
        if (notation) {
          if (options.leadingZeros) {
            trimmedStr = (notation[1] || "") + notation[3];
          } else {
            if (notation[2] === "0" && notation[3][0] === ".") {
            } else {
              return str;
            }
          }
          return options.eNotation ? Number(trimmedStr) : str;
        } else {
          return str;
        }
      } else {
        const match = numRegex.exec(trimmedStr);
        if (match) {
          const sign = match[1];
          const leadingZeros = match[2];
          let numTrimmedByZeros = trimZeros(match[3]);
          if (!options.leadingZeros && leadingZeros.length > 0 && sign && trimmedStr[2] !== ".") return str;
          else if (!options.leadingZeros && leadingZeros.length > 0 && !sign && trimmedStr[1] !== ".") return str;
          else if (options.leadingZeros && leadingZeros === str) return 0;
          else {
            const num = Number(trimmedStr);
            const numStr = "" + num;
            if (numStr.search(/[eE]/) !== -1) {
              if (options.eNotation) return num;
              else return str;
            } else if (trimmedStr.indexOf(".") !== -1) {
              if (numStr === "0" && numTrimmedByZeros === "") return num;
              else if (numStr === numTrimmedByZeros) return num;
              else if (sign && numStr === "-" + numTrimmedByZeros) return num;
              else return str;
            }
            if (leadingZeros) {
              return numTrimmedByZeros === numStr || sign + numTrimmedByZeros === numStr ? num : str;
            } else {
              return trimmedStr === numStr || trimmedStr === sign + numStr ? num : str;
            }
          }
        } else {
          return str;
        }
      }
    }
    function trimZeros(numStr) {
      if (numStr && numStr.indexOf(".") !== -1) {
        numStr = numStr.replace(/0+$/, "");
        if (numStr === ".") numStr = "0";
        else if (numStr[0] === ".") numStr = "0" + numStr;
        else if (numStr[numStr.length - 1] === ".") numStr = numStr.substr(0, numStr.length - 1);
        return numStr;
      }
      return numStr;
    }
    function parse_int(numStr, base) {
      if (parseInt) return parseInt(numStr, base);
      else if (Number.parseInt) return Number.parseInt(numStr, base);
      else if (window && window.parseInt) return window.parseInt(numStr, base);
      else throw new Error("parseInt, Number.parseInt, window.parseInt are not supported");
    }
    module.exports = toNumber;
  }
});

// node_modules/fast-xml-parser/src/ignoreAttributes.js
var require_ignoreAttributes = __commonJS({
  "node_modules/fast-xml-parser/src/ignoreAttributes.js"(exports, module) {
    function getIgnoreAttributesFn(ignoreAttributes) {
      if (typeof ignoreAttributes === "function") {
        return ignoreAttributes;
      }
      if (Array.isArray(ignoreAttributes)) {
        return (attrName) => {
          for (const pattern of ignoreAttributes) {
            if (typeof pattern === "string" && attrName === pattern) {
              return true;
            }
            if (pattern instanceof RegExp && pattern.test(attrName)) {
              return true;
            }
          }
        };
      }
      return () => false;
    }
    module.exports = getIgnoreAttributesFn;
  }
});

// node_modules/fast-xml-parser/src/xmlparser/OrderedObjParser.js
var require_OrderedObjParser = __commonJS({
  "node_modules/fast-xml-parser/src/xmlparser/OrderedObjParser.js"(exports, module) {
    "use strict";
    var util = require_util();
    var xmlNode = require_xmlNode();
    var DocTypeReader = require_DocTypeReader();
    var toNumber = require_strnum();
    var getIgnoreAttributesFn = require_ignoreAttributes();
    var OrderedObjParser = class {
      constructor(options) {
        this.options = options;
        this.currentNode = null;
        this.tagsNodeStack = [];
        this.docTypeEntities = {};
        this.lastEntities = {
          "apos": { regex: /&(apos|#39|#x27);/g, val: "'" },
          "gt": { regex: /&(gt|#62|#x3E);/g, val: ">" },
          "lt": { regex: /&(lt|#60|#x3C);/g, val: "<" },
          "quot": { regex: /&(quot|#34|#x22);/g, val: '"' }
        };
        this.ampEntity = { regex: /&(amp|#38|#x26);/g, val: "&" };
        this.htmlEntities = {
          "space": { regex: /&(nbsp|#160);/g, val: " " },
          // "lt" : { regex: /&(lt|#60);/g, val: "<" },
          // "gt" : { regex: /&(gt|#62);/g, val: ">" },
          // "amp" : { regex: /&(amp|#38);/g, val: "&" },
          // "quot" : { regex: /&(quot|#34);/g, val: "\"" },
          // "apos" : { regex: /&(apos|#39);/g, val: "'" },
          "cent": { regex: /&(cent|#162);/g, val: "\xA2" },
          "pound": { regex: /&(pound|#163);/g, val: "\xA3" },
          "yen": { regex: /&(yen|#165);/g, val: "\xA5" },
          "euro": { regex: /&(euro|#8364);/g, val: "\u20AC" },
          "copyright": { regex: /&(copy|#169);/g, val: "\xA9" },
          "reg": { regex: /&(reg|#174);/g, val: "\xAE" },
          "inr": { regex: /&(inr|#8377);/g, val: "\u20B9" },
          "num_dec": { regex: /&#([0-9]{1,7});/g, val: (_, str) => fromCodePoint(str, 10, "&#") },
          "num_hex": { regex: /&#x([0-9a-fA-F]{1,6});/g, val: (_, str) => fromCodePoint(str, 16, "&#x") }
        };
        this.addExternalEntities = addExternalEntities;
        this.parseXml = parseXml2;
        this.parseTextData = parseTextData;
        this.resolveNameSpace = resolveNameSpace;
        this.buildAttributesMap = buildAttributesMap;
        this.isItStopNode = isItStopNode;
        this.replaceEntitiesValue = replaceEntitiesValue;
        this.readStopNodeData = readStopNodeData;
        this.saveTextToParentTag = saveTextToParentTag;
        this.addChild = addChild;
        this.ignoreAttributesFn = getIgnoreAttributesFn(this.options.ignoreAttributes);
        this.entityExpansionCount = 0;
        this.currentExpandedLength = 0;
        if (this.options.stopNodes && this.options.stopNodes.length > 0) {
          this.stopNodesExact = /* @__PURE__ */ new Set();
          this.stopNodesWildcard = /* @__PURE__ */ new Set();
          for (let i = 0; i < this.options.stopNodes.length; i++) {
            const stopNodeExp = this.options.stopNodes[i];
            if (typeof stopNodeExp !== "string") continue;
            if (stopNodeExp.startsWith("*.")) {
              this.stopNodesWildcard.add(stopNodeExp.substring(2));
            } else {
              this.stopNodesExact.add(stopNodeExp);
            }
          }
        }
      }
    };
    function addExternalEntities(externalEntities) {
      const entKeys = Object.keys(externalEntities);
      for (let i = 0; i < entKeys.length; i++) {
        const ent = entKeys[i];
        const escaped = ent.replace(/[.\-+*:]/g, "\\.");
        this.lastEntities[ent] = {
          regex: new RegExp("&" + escaped + ";", "g"),
          val: externalEntities[ent]
        };
      }
    }
    function parseTextData(val, tagName, jPath, dontTrim, hasAttributes, isLeafNode, escapeEntities) {
      if (val !== void 0) {
        if (this.options.trimValues && !dontTrim) {
          val = val.trim();
        }
        if (val.length > 0) {
          if (!escapeEntities) val = this.replaceEntitiesValue(val, tagName, jPath);
          const newval = this.options.tagValueProcessor(tagName, val, jPath, hasAttributes, isLeafNode);
          if (newval === null || newval === void 0) {
            return val;
          } else if (typeof newval !== typeof val || newval !== val) {
            return newval;
          } else if (this.options.trimValues) {
            return parseValue(val, this.options.parseTagValue, this.options.numberParseOptions);
          } else {
            const trimmedVal = val.trim();
            if (trimmedVal === val) {
              return parseValue(val, this.options.parseTagValue, this.options.numberParseOptions);
            } else {
              return val;
            }
          }
        }
      }
    }
    function resolveNameSpace(tagname) {
      if (this.options.removeNSPrefix) {
        const tags = tagname.split(":");
        const prefix = tagname.charAt(0) === "/" ? "/" : "";
        if (tags[0] === "xmlns") {
          return "";
        }
        if (tags.length === 2) {
          tagname = prefix + tags[1];
        }
      }
      return tagname;
    }
    var attrsRegx = new RegExp(`([^\\s=]+)\\s*(=\\s*(['"])([\\s\\S]*?)\\3)?`, "gm");
    function buildAttributesMap(attrStr, jPath, tagName) {
      if (this.options.ignoreAttributes !== true && typeof attrStr === "string") {
        const matches = util.getAllMatches(attrStr, attrsRegx);
        const len = matches.length;
        const attrs = {};
        for (let i = 0; i < len; i++) {
          const attrName = this.resolveNameSpace(matches[i][1]);
          if (this.ignoreAttributesFn(attrName, jPath)) {
            continue;
          }
          let oldVal = matches[i][4];
          let aName = this.options.attributeNamePrefix + attrName;
          if (attrName.length) {
            if (this.options.transformAttributeName) {
              aName = this.options.transformAttributeName(aName);
            }
            aName = sanitizeName(aName, this.options);
            if (oldVal !== void 0) {
              if (this.options.trimValues) {
                oldVal = oldVal.trim();
              }
              oldVal = this.replaceEntitiesValue(oldVal, tagName, jPath);
              const newVal = this.options.attributeValueProcessor(attrName, oldVal, jPath);
              if (newVal === null || newVal === void 0) {
                attrs[aName] = oldVal;
              } else if (typeof newVal !== typeof oldVal || newVal !== oldVal) {
                attrs[aName] = newVal;
              } else {
                attrs[aName] = parseValue(
                  oldVal,
                  this.options.parseAttributeValue,
                  this.options.numberParseOptions
                );
              }
            } else if (this.options.allowBooleanAttributes) {
              attrs[aName] = true;
            }
          }
        }
        if (!Object.keys(attrs).length) {
          return;
        }
        if (this.options.attributesGroupName) {
          const attrCollection = {};
          attrCollection[this.options.attributesGroupName] = attrs;
          return attrCollection;
        }
        return attrs;
      }
    }
    var parseXml2 = function(xmlData) {
      xmlData = xmlData.replace(/\r\n?/g, "\n");
      const xmlObj = new xmlNode("!xml");
      let currentNode = xmlObj;
      let textData = "";
      let jPath = "";
      this.entityExpansionCount = 0;
      this.currentExpandedLength = 0;
      const docTypeReader = new DocTypeReader(this.options.processEntities);
      for (let i = 0; i < xmlData.length; i++) {
        const ch = xmlData[i];
        if (ch === "<") {
          if (xmlData[i + 1] === "/") {
            const closeIndex = findClosingIndex(xmlData, ">", i, "Closing Tag is not closed.");
            let tagName = xmlData.substring(i + 2, closeIndex).trim();
            if (this.options.removeNSPrefix) {
              const colonIndex = tagName.indexOf(":");
              if (colonIndex !== -1) {
                tagName = tagName.substr(colonIndex + 1);
              }
            }
            if (this.options.transformTagName) {
              tagName = this.options.transformTagName(tagName);
            }
            if (currentNode) {
              textData = this.saveTextToParentTag(textData, currentNode, jPath);
            }
            const lastTagName = jPath.substring(jPath.lastIndexOf(".") + 1);
            if (tagName && this.options.unpairedTags.indexOf(tagName) !== -1) {
              throw new Error(`Unpaired tag can not be used as closing tag: </${tagName}>`);
            }
            let propIndex = 0;
            if (lastTagName && this.options.unpairedTags.indexOf(lastTagName) !== -1) {
              propIndex = jPath.lastIndexOf(".", jPath.lastIndexOf(".") - 1);
              this.tagsNodeStack.pop();
            } else {
              propIndex = jPath.lastIndexOf(".");
            }
            jPath = jPath.substring(0, propIndex);
            currentNode = this.tagsNodeStack.pop();
            textData = "";
            i = closeIndex;
          } else if (xmlData[i + 1] === "?") {
            let tagData = readTagExp(xmlData, i, false, "?>");
            if (!tagData) throw new Error("Pi Tag is not closed.");
            textData = this.saveTextToParentTag(textData, currentNode, jPath);
            if (this.options.ignoreDeclaration && tagData.tagName === "?xml" || this.options.ignorePiTags) {
            } else {
              const childNode = new xmlNode(tagData.tagName);
              childNode.add(this.options.textNodeName, "");
              if (tagData.tagName !== tagData.tagExp && tagData.attrExpPresent) {
                childNode[":@"] = this.buildAttributesMap(tagData.tagExp, jPath, tagData.tagName);
              }
              this.addChild(currentNode, childNode, jPath, i);
            }
            i = tagData.closeIndex + 1;
          } else if (xmlData.substr(i + 1, 3) === "!--") {
            const endIndex = findClosingIndex(xmlData, "-->", i + 4, "Comment is not closed.");
            if (this.options.commentPropName) {
              const comment = xmlData.substring(i + 4, endIndex - 2);
              textData = this.saveTextToParentTag(textData, currentNode, jPath);
              currentNode.add(this.options.commentPropName, [{ [this.options.textNodeName]: comment }]);
            }
            i = endIndex;
          } else if (xmlData.substr(i + 1, 2) === "!D") {
            const result = docTypeReader.readDocType(xmlData, i);
            this.docTypeEntities = result.entities;
            i = result.i;
          } else if (xmlData.substr(i + 1, 2) === "![") {
            const closeIndex = findClosingIndex(xmlData, "]]>", i, "CDATA is not closed.") - 2;
            const tagExp = xmlData.substring(i + 9, closeIndex);
            textData = this.saveTextToParentTag(textData, currentNode, jPath);
            let val = this.parseTextData(tagExp, currentNode.tagname, jPath, true, false, true, true);
            if (val == void 0) val = "";
            if (this.options.cdataPropName) {
              currentNode.add(this.options.cdataPropName, [{ [this.options.textNodeName]: tagExp }]);
            } else {
              currentNode.add(this.options.textNodeName, val);
            }
            i = closeIndex + 2;
          } else {
            let result = readTagExp(xmlData, i, this.options.removeNSPrefix);
            let tagName = result.tagName;
            const rawTagName = result.rawTagName;
            let tagExp = result.tagExp;
            let attrExpPresent = result.attrExpPresent;
            let closeIndex = result.closeIndex;
            if (this.options.transformTagName) {
              const newTagName = this.options.transformTagName(tagName);
              if (tagExp === tagName) {
                tagExp = newTagName;
              }
              tagName = newTagName;
            }
            if (this.options.strictReservedNames && (tagName === this.options.commentPropName || tagName === this.options.cdataPropName || tagName === this.options.textNodeName || tagName === this.options.attributesGroupName)) {
              throw new Error(`Invalid tag name: ${tagName}`);
            }
            if (currentNode && textData) {
              if (currentNode.tagname !== "!xml") {
                textData = this.saveTextToParentTag(textData, currentNode, jPath, false);
              }
            }
            const lastTag = currentNode;
            if (lastTag && this.options.unpairedTags.indexOf(lastTag.tagname) !== -1) {
              currentNode = this.tagsNodeStack.pop();
              jPath = jPath.substring(0, jPath.lastIndexOf("."));
            }
            if (tagName !== xmlObj.tagname) {
              jPath += jPath ? "." + tagName : tagName;
            }
            const startIndex = i;
            if (this.isItStopNode(this.stopNodesExact, this.stopNodesWildcard, jPath, tagName)) {
              let tagContent = "";
              if (tagExp.length > 0 && tagExp.lastIndexOf("/") === tagExp.length - 1) {
                if (tagName[tagName.length - 1] === "/") {
                  tagName = tagName.substr(0, tagName.length - 1);
                  jPath = jPath.substr(0, jPath.length - 1);
                  tagExp = tagName;
                } else {
                  tagExp = tagExp.substr(0, tagExp.length - 1);
                }
                i = result.closeIndex;
              } else if (this.options.unpairedTags.indexOf(tagName) !== -1) {
                i = result.closeIndex;
              } else {
                const result2 = this.readStopNodeData(xmlData, rawTagName, closeIndex + 1);
                if (!result2) throw new Error(`Unexpected end of ${rawTagName}`);
                i = result2.i;
                tagContent = result2.tagContent;
              }
              const childNode = new xmlNode(tagName);
              if (tagName !== tagExp && attrExpPresent) {
                childNode[":@"] = this.buildAttributesMap(tagExp, jPath, tagName);
              }
              if (tagContent) {
                tagContent = this.parseTextData(tagContent, tagName, jPath, true, attrExpPresent, true, true);
              }
              jPath = jPath.substr(0, jPath.lastIndexOf("."));
              childNode.add(this.options.textNodeName, tagContent);
              this.addChild(currentNode, childNode, jPath, startIndex);
            } else {
              if (tagExp.length > 0 && tagExp.lastIndexOf("/") === tagExp.length - 1) {
                if (tagName[tagName.length - 1] === "/") {
                  tagName = tagName.substr(0, tagName.length - 1);
                  jPath = jPath.substr(0, jPath.length - 1);
                  tagExp = tagName;
                } else {
                  tagExp = tagExp.substr(0, tagExp.length - 1);
                }
                if (this.options.transformTagName) {
                  const newTagName = this.options.transformTagName(tagName);
                  if (tagExp === tagName) {
                    tagExp = newTagName;
                  }
                  tagName = newTagName;
                }
                const childNode = new xmlNode(tagName);
                if (tagName !== tagExp && attrExpPresent) {
                  childNode[":@"] = this.buildAttributesMap(tagExp, jPath, tagName);
                }
                this.addChild(currentNode, childNode, jPath, startIndex);
                jPath = jPath.substr(0, jPath.lastIndexOf("."));
              } else if (this.options.unpairedTags.indexOf(tagName) !== -1) {
                const childNode = new xmlNode(tagName);
                if (tagName !== tagExp && attrExpPresent) {
                  childNode[":@"] = this.buildAttributesMap(tagExp, jPath);
                }
                this.addChild(currentNode, childNode, jPath, startIndex);
                jPath = jPath.substr(0, jPath.lastIndexOf("."));
                i = result.closeIndex;
                continue;
              } else {
                const childNode = new xmlNode(tagName);
                if (this.tagsNodeStack.length > this.options.maxNestedTags) {
                  throw new Error("Maximum nested tags exceeded");
                }
                this.tagsNodeStack.push(currentNode);
                if (tagName !== tagExp && attrExpPresent) {
                  childNode[":@"] = this.buildAttributesMap(tagExp, jPath, tagName);
                }
                this.addChild(currentNode, childNode, jPath);
                currentNode = childNode;
              }
              textData = "";
              i = closeIndex;
            }
          }
        } else {
          textData += xmlData[i];
        }
      }
      return xmlObj.child;
    };
    function addChild(currentNode, childNode, jPath, startIndex) {
      if (!this.options.captureMetaData) startIndex = void 0;
      const result = this.options.updateTag(childNode.tagname, jPath, childNode[":@"]);
      if (result === false) {
      } else if (typeof result === "string") {
        childNode.tagname = result;
        currentNode.addChild(childNode, startIndex);
      } else {
        currentNode.addChild(childNode, startIndex);
      }
    }
    var replaceEntitiesValue = function(val, tagName, jPath) {
      if (val.indexOf("&") === -1) {
        return val;
      }
      const entityConfig = this.options.processEntities;
      if (!entityConfig.enabled) {
        return val;
      }
      if (entityConfig.allowedTags) {
        if (!entityConfig.allowedTags.includes(tagName)) {
          return val;
        }
      }
      if (entityConfig.tagFilter) {
        if (!entityConfig.tagFilter(tagName, jPath)) {
          return val;
        }
      }
      for (let entityName in this.docTypeEntities) {
        const entity = this.docTypeEntities[entityName];
        const matches = val.match(entity.regx);
        if (matches) {
          this.entityExpansionCount += matches.length;
          if (entityConfig.maxTotalExpansions && this.entityExpansionCount > entityConfig.maxTotalExpansions) {
            throw new Error(
              `Entity expansion limit exceeded: ${this.entityExpansionCount} > ${entityConfig.maxTotalExpansions}`
            );
          }
          const lengthBefore = val.length;
          val = val.replace(entity.regx, entity.val);
          if (entityConfig.maxExpandedLength) {
            this.currentExpandedLength += val.length - lengthBefore;
            if (this.currentExpandedLength > entityConfig.maxExpandedLength) {
              throw new Error(
                `Total expanded content size exceeded: ${this.currentExpandedLength} > ${entityConfig.maxExpandedLength}`
              );
            }
          }
        }
      }
      if (val.indexOf("&") === -1) return val;
      for (const entityName of Object.keys(this.lastEntities)) {
        const entity = this.lastEntities[entityName];
        const matches = val.match(entity.regex);
        if (matches) {
          this.entityExpansionCount += matches.length;
          if (entityConfig.maxTotalExpansions && this.entityExpansionCount > entityConfig.maxTotalExpansions) {
            throw new Error(
              `Entity expansion limit exceeded: ${this.entityExpansionCount} > ${entityConfig.maxTotalExpansions}`
            );
          }
        }
        val = val.replace(entity.regex, entity.val);
      }
      if (val.indexOf("&") === -1) return val;
      if (this.options.htmlEntities) {
        for (const entityName of Object.keys(this.htmlEntities)) {
          const entity = this.htmlEntities[entityName];
          const matches = val.match(entity.regex);
          if (matches) {
            this.entityExpansionCount += matches.length;
            if (entityConfig.maxTotalExpansions && this.entityExpansionCount > entityConfig.maxTotalExpansions) {
              throw new Error(
                `Entity expansion limit exceeded: ${this.entityExpansionCount} > ${entityConfig.maxTotalExpansions}`
              );
            }
          }
          val = val.replace(entity.regex, entity.val);
        }
      }
      val = val.replace(this.ampEntity.regex, this.ampEntity.val);
      return val;
    };
    function saveTextToParentTag(textData, parentNode, jPath, isLeafNode) {
      if (textData) {
        if (isLeafNode === void 0) isLeafNode = parentNode.child.length === 0;
        textData = this.parseTextData(
          textData,
          parentNode.tagname,
          jPath,
          false,
          parentNode[":@"] ? Object.keys(parentNode[":@"]).length !== 0 : false,
          isLeafNode
        );
        if (textData !== void 0 && textData !== "")
          parentNode.add(this.options.textNodeName, textData);
        textData = "";
      }
      return textData;
    }
    function isItStopNode(stopNodesExact, stopNodesWildcard, jPath, currentTagName) {
      if (stopNodesWildcard && stopNodesWildcard.has(currentTagName)) return true;
      if (stopNodesExact && stopNodesExact.has(jPath)) return true;
      return false;
    }
    function tagExpWithClosingIndex(xmlData, i, closingChar = ">") {
      let attrBoundary;
      let tagExp = "";
      for (let index = i; index < xmlData.length; index++) {
        let ch = xmlData[index];
        if (attrBoundary) {
          if (ch === attrBoundary) attrBoundary = "";
        } else if (ch === '"' || ch === "'") {
          attrBoundary = ch;
        } else if (ch === closingChar[0]) {
          if (closingChar[1]) {
            if (xmlData[index + 1] === closingChar[1]) {
              return {
                data: tagExp,
                index
              };
            }
          } else {
            return {
              data: tagExp,
              index
            };
          }
        } else if (ch === "	") {
          ch = " ";
        }
        tagExp += ch;
      }
    }
    function findClosingIndex(xmlData, str, i, errMsg) {
      const closingIndex = xmlData.indexOf(str, i);
      if (closingIndex === -1) {
        throw new Error(errMsg);
      } else {
        return closingIndex + str.length - 1;
      }
    }
    function readTagExp(xmlData, i, removeNSPrefix, closingChar = ">") {
      const result = tagExpWithClosingIndex(xmlData, i + 1, closingChar);
      if (!result) return;
      let tagExp = result.data;
      const closeIndex = result.index;
      const separatorIndex = tagExp.search(/\s/);
      let tagName = tagExp;
      let attrExpPresent = true;
      if (separatorIndex !== -1) {
        tagName = tagExp.substring(0, separatorIndex);
        tagExp = tagExp.substring(separatorIndex + 1).trimStart();
      }
      const rawTagName = tagName;
      if (removeNSPrefix) {
        const colonIndex = tagName.indexOf(":");
        if (colonIndex !== -1) {
          tagName = tagName.substr(colonIndex + 1);
          attrExpPresent = tagName !== result.data.substr(colonIndex + 1);
        }
      }
      return {
        tagName,
        tagExp,
        closeIndex,
        attrExpPresent,
        rawTagName
      };
    }
    function readStopNodeData(xmlData, tagName, i) {
      const startIndex = i;
      let openTagCount = 1;
      for (; i < xmlData.length; i++) {
        if (xmlData[i] === "<") {
          if (xmlData[i + 1] === "/") {
            const closeIndex = findClosingIndex(xmlData, ">", i, `${tagName} is not closed`);
            let closeTagName = xmlData.substring(i + 2, closeIndex).trim();
            if (closeTagName === tagName) {
              openTagCount--;
              if (openTagCount === 0) {
                return {
                  tagContent: xmlData.substring(startIndex, i),
                  i: closeIndex
                };
              }
            }
            i = closeIndex;
          } else if (xmlData[i + 1] === "?") {
            const closeIndex = findClosingIndex(xmlData, "?>", i + 1, "StopNode is not closed.");
            i = closeIndex;
          } else if (xmlData.substr(i + 1, 3) === "!--") {
            const closeIndex = findClosingIndex(xmlData, "-->", i + 3, "StopNode is not closed.");
            i = closeIndex;
          } else if (xmlData.substr(i + 1, 2) === "![") {
            const closeIndex = findClosingIndex(xmlData, "]]>", i, "StopNode is not closed.") - 2;
            i = closeIndex;
          } else {
            const tagData = readTagExp(xmlData, i, ">");
            if (tagData) {
              const openTagName = tagData && tagData.tagName;
              if (openTagName === tagName && tagData.tagExp[tagData.tagExp.length - 1] !== "/") {
                openTagCount++;
              }
              i = tagData.closeIndex;
            }
          }
        }
      }
    }
    function parseValue(val, shouldParse, options) {
      if (shouldParse && typeof val === "string") {
        const newval = val.trim();
        if (newval === "true") return true;
        else if (newval === "false") return false;
        else return toNumber(val, options);
      } else {
        if (util.isExist(val)) {
          return val;
        } else {
          return "";
        }
      }
    }
    function fromCodePoint(str, base, prefix) {
      const codePoint = Number.parseInt(str, base);
      if (codePoint >= 0 && codePoint <= 1114111) {
        return String.fromCodePoint(codePoint);
      } else {
        return prefix + str + ";";
      }
    }
    function sanitizeName(name, options) {
      if (util.criticalProperties.includes(name)) {
        throw new Error(`[SECURITY] Invalid name: "${name}" is a reserved JavaScript keyword that could cause prototype pollution`);
      } else if (util.DANGEROUS_PROPERTY_NAMES.includes(name)) {
        return options.onDangerousProperty(name);
      }
      return name;
    }
    module.exports = OrderedObjParser;
  }
});

// node_modules/fast-xml-parser/src/xmlparser/node2json.js
var require_node2json = __commonJS({
  "node_modules/fast-xml-parser/src/xmlparser/node2json.js"(exports) {
    "use strict";
    function prettify(node, options) {
      return compress(node, options);
    }
    function compress(arr, options, jPath) {
      let text;
      const compressedObj = {};
      for (let i = 0; i < arr.length; i++) {
        const tagObj = arr[i];
        const property = propName(tagObj);
        let newJpath = "";
        if (jPath === void 0) newJpath = property;
        else newJpath = jPath + "." + property;
        if (property === options.textNodeName) {
          if (text === void 0) text = tagObj[property];
          else text += "" + tagObj[property];
        } else if (property === void 0) {
          continue;
        } else if (tagObj[property]) {
          let val = compress(tagObj[property], options, newJpath);
          const isLeaf = isLeafTag(val, options);
          if (tagObj[":@"]) {
            assignAttributes(val, tagObj[":@"], newJpath, options);
          } else if (Object.keys(val).length === 1 && val[options.textNodeName] !== void 0 && !options.alwaysCreateTextNode) {
            val = val[options.textNodeName];
          } else if (Object.keys(val).length === 0) {
            if (options.alwaysCreateTextNode) val[options.textNodeName] = "";
            else val = "";
          }
          if (compressedObj[property] !== void 0 && compressedObj.hasOwnProperty(property)) {
            if (!Array.isArray(compressedObj[property])) {
              compressedObj[property] = [compressedObj[property]];
            }
            compressedObj[property].push(val);
          } else {
            if (options.isArray(property, newJpath, isLeaf)) {
              compressedObj[property] = [val];
            } else {
              compressedObj[property] = val;
            }
          }
        }
      }
      if (typeof text === "string") {
        if (text.length > 0) compressedObj[options.textNodeName] = text;
      } else if (text !== void 0) compressedObj[options.textNodeName] = text;
      return compressedObj;
    }
    function propName(obj) {
      const keys = Object.keys(obj);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        if (key !== ":@") return key;
      }
    }
    function assignAttributes(obj, attrMap, jpath, options) {
      if (attrMap) {
        const keys = Object.keys(attrMap);
        const len = keys.length;
        for (let i = 0; i < len; i++) {
          const atrrName = keys[i];
          if (options.isArray(atrrName, jpath + "." + atrrName, true, true)) {
            obj[atrrName] = [attrMap[atrrName]];
          } else {
            obj[atrrName] = attrMap[atrrName];
          }
        }
      }
    }
    function isLeafTag(obj, options) {
      const { textNodeName } = options;
      const propCount = Object.keys(obj).length;
      if (propCount === 0) {
        return true;
      }
      if (propCount === 1 && (obj[textNodeName] || typeof obj[textNodeName] === "boolean" || obj[textNodeName] === 0)) {
        return true;
      }
      return false;
    }
    exports.prettify = prettify;
  }
});

// node_modules/fast-xml-parser/src/xmlparser/XMLParser.js
var require_XMLParser = __commonJS({
  "node_modules/fast-xml-parser/src/xmlparser/XMLParser.js"(exports, module) {
    var { buildOptions } = require_OptionsBuilder();
    var OrderedObjParser = require_OrderedObjParser();
    var { prettify } = require_node2json();
    var validator = require_validator();
    var XMLParser2 = class {
      constructor(options) {
        this.externalEntities = {};
        this.options = buildOptions(options);
      }
      /**
       * Parse XML dats to JS object 
       * @param {string|Buffer} xmlData 
       * @param {boolean|Object} validationOption 
       */
      parse(xmlData, validationOption) {
        if (typeof xmlData === "string") {
        } else if (xmlData.toString) {
          xmlData = xmlData.toString();
        } else {
          throw new Error("XML data is accepted in String or Bytes[] form.");
        }
        if (validationOption) {
          if (validationOption === true) validationOption = {};
          const result = validator.validate(xmlData, validationOption);
          if (result !== true) {
            throw Error(`${result.err.msg}:${result.err.line}:${result.err.col}`);
          }
        }
        const orderedObjParser = new OrderedObjParser(this.options);
        orderedObjParser.addExternalEntities(this.externalEntities);
        const orderedResult = orderedObjParser.parseXml(xmlData);
        if (this.options.preserveOrder || orderedResult === void 0) return orderedResult;
        else return prettify(orderedResult, this.options);
      }
      /**
       * Add Entity which is not by default supported by this library
       * @param {string} key 
       * @param {string} value 
       */
      addEntity(key, value) {
        if (value.indexOf("&") !== -1) {
          throw new Error("Entity value can't have '&'");
        } else if (key.indexOf("&") !== -1 || key.indexOf(";") !== -1) {
          throw new Error("An entity must be set without '&' and ';'. Eg. use '#xD' for '&#xD;'");
        } else if (value === "&") {
          throw new Error("An entity with value '&' is not permitted");
        } else {
          this.externalEntities[key] = value;
        }
      }
    };
    module.exports = XMLParser2;
  }
});

// node_modules/fast-xml-parser/src/xmlbuilder/orderedJs2Xml.js
var require_orderedJs2Xml = __commonJS({
  "node_modules/fast-xml-parser/src/xmlbuilder/orderedJs2Xml.js"(exports, module) {
    var EOL = "\n";
    function toXml(jArray, options) {
      let indentation = "";
      if (options.format && options.indentBy.length > 0) {
        indentation = EOL;
      }
      return arrToStr(jArray, options, "", indentation);
    }
    function arrToStr(arr, options, jPath, indentation) {
      let xmlStr = "";
      let isPreviousElementTag = false;
      if (!Array.isArray(arr)) {
        if (arr !== void 0 && arr !== null) {
          let text = arr.toString();
          text = replaceEntitiesValue(text, options);
          return text;
        }
        return "";
      }
      for (let i = 0; i < arr.length; i++) {
        const tagObj = arr[i];
        const tagName = propName(tagObj);
        if (tagName === void 0) continue;
        let newJPath = "";
        if (jPath.length === 0) newJPath = tagName;
        else newJPath = `${jPath}.${tagName}`;
        if (tagName === options.textNodeName) {
          let tagText = tagObj[tagName];
          if (!isStopNode(newJPath, options)) {
            tagText = options.tagValueProcessor(tagName, tagText);
            tagText = replaceEntitiesValue(tagText, options);
          }
          if (isPreviousElementTag) {
            xmlStr += indentation;
          }
          xmlStr += tagText;
          isPreviousElementTag = false;
          continue;
        } else if (tagName === options.cdataPropName) {
          if (isPreviousElementTag) {
            xmlStr += indentation;
          }
          const cdataVal = String(tagObj[tagName][0][options.textNodeName]).replace(/\]\]>/g, "]]]]><![CDATA[>");
          xmlStr += `<![CDATA[${cdataVal}]]>`;
          isPreviousElementTag = false;
          continue;
        } else if (tagName === options.commentPropName) {
          const commentVal = String(tagObj[tagName][0][options.textNodeName]).replace(/--/g, "- -").replace(/-$/, "- ");
          xmlStr += indentation + `<!--${commentVal}-->`;
          isPreviousElementTag = true;
          continue;
        } else if (tagName[0] === "?") {
          const attStr2 = attr_to_str(tagObj[":@"], options);
          const tempInd = tagName === "?xml" ? "" : indentation;
          let piTextNodeName = tagObj[tagName][0][options.textNodeName];
          piTextNodeName = piTextNodeName.length !== 0 ? " " + piTextNodeName : "";
          xmlStr += tempInd + `<${tagName}${piTextNodeName}${attStr2}?>`;
          isPreviousElementTag = true;
          continue;
        }
        let newIdentation = indentation;
        if (newIdentation !== "") {
          newIdentation += options.indentBy;
        }
        const attStr = attr_to_str(tagObj[":@"], options);
        const tagStart = indentation + `<${tagName}${attStr}`;
        const tagValue = arrToStr(tagObj[tagName], options, newJPath, newIdentation);
        if (options.unpairedTags.indexOf(tagName) !== -1) {
          if (options.suppressUnpairedNode) xmlStr += tagStart + ">";
          else xmlStr += tagStart + "/>";
        } else if ((!tagValue || tagValue.length === 0) && options.suppressEmptyNode) {
          xmlStr += tagStart + "/>";
        } else if (tagValue && tagValue.endsWith(">")) {
          xmlStr += tagStart + `>${tagValue}${indentation}</${tagName}>`;
        } else {
          xmlStr += tagStart + ">";
          if (tagValue && indentation !== "" && (tagValue.includes("/>") || tagValue.includes("</"))) {
            xmlStr += indentation + options.indentBy + tagValue + indentation;
          } else {
            xmlStr += tagValue;
          }
          xmlStr += `</${tagName}>`;
        }
        isPreviousElementTag = true;
      }
      return xmlStr;
    }
    function propName(obj) {
      const keys = Object.keys(obj);
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        if (!Object.prototype.hasOwnProperty.call(obj, key)) continue;
        if (key !== ":@") return key;
      }
    }
    function attr_to_str(attrMap, options) {
      let attrStr = "";
      if (attrMap && !options.ignoreAttributes) {
        for (let attr in attrMap) {
          if (!Object.prototype.hasOwnProperty.call(attrMap, attr)) continue;
          let attrVal = options.attributeValueProcessor(attr, attrMap[attr]);
          attrVal = replaceEntitiesValue(attrVal, options);
          if (attrVal === true && options.suppressBooleanAttributes) {
            attrStr += ` ${attr.substr(options.attributeNamePrefix.length)}`;
          } else {
            attrStr += ` ${attr.substr(options.attributeNamePrefix.length)}="${attrVal}"`;
          }
        }
      }
      return attrStr;
    }
    function isStopNode(jPath, options) {
      jPath = jPath.substr(0, jPath.length - options.textNodeName.length - 1);
      let tagName = jPath.substr(jPath.lastIndexOf(".") + 1);
      for (let index in options.stopNodes) {
        if (options.stopNodes[index] === jPath || options.stopNodes[index] === "*." + tagName) return true;
      }
      return false;
    }
    function replaceEntitiesValue(textValue, options) {
      if (textValue && textValue.length > 0 && options.processEntities) {
        for (let i = 0; i < options.entities.length; i++) {
          const entity = options.entities[i];
          textValue = textValue.replace(entity.regex, entity.val);
        }
      }
      return textValue;
    }
    module.exports = toXml;
  }
});

// node_modules/fast-xml-parser/src/xmlbuilder/json2xml.js
var require_json2xml = __commonJS({
  "node_modules/fast-xml-parser/src/xmlbuilder/json2xml.js"(exports, module) {
    "use strict";
    var buildFromOrderedJs = require_orderedJs2Xml();
    var getIgnoreAttributesFn = require_ignoreAttributes();
    var defaultOptions = {
      attributeNamePrefix: "@_",
      attributesGroupName: false,
      textNodeName: "#text",
      ignoreAttributes: true,
      cdataPropName: false,
      format: false,
      indentBy: "  ",
      suppressEmptyNode: false,
      suppressUnpairedNode: true,
      suppressBooleanAttributes: true,
      tagValueProcessor: function(key, a) {
        return a;
      },
      attributeValueProcessor: function(attrName, a) {
        return a;
      },
      preserveOrder: false,
      commentPropName: false,
      unpairedTags: [],
      entities: [
        { regex: new RegExp("&", "g"), val: "&amp;" },
        //it must be on top
        { regex: new RegExp(">", "g"), val: "&gt;" },
        { regex: new RegExp("<", "g"), val: "&lt;" },
        { regex: new RegExp("'", "g"), val: "&apos;" },
        { regex: new RegExp('"', "g"), val: "&quot;" }
      ],
      processEntities: true,
      stopNodes: [],
      // transformTagName: false,
      // transformAttributeName: false,
      oneListGroup: false
    };
    function Builder(options) {
      this.options = Object.assign({}, defaultOptions, options);
      if (this.options.ignoreAttributes === true || this.options.attributesGroupName) {
        this.isAttribute = function() {
          return false;
        };
      } else {
        this.ignoreAttributesFn = getIgnoreAttributesFn(this.options.ignoreAttributes);
        this.attrPrefixLen = this.options.attributeNamePrefix.length;
        this.isAttribute = isAttribute;
      }
      this.processTextOrObjNode = processTextOrObjNode;
      if (this.options.format) {
        this.indentate = indentate;
        this.tagEndChar = ">\n";
        this.newLine = "\n";
      } else {
        this.indentate = function() {
          return "";
        };
        this.tagEndChar = ">";
        this.newLine = "";
      }
    }
    Builder.prototype.build = function(jObj) {
      if (this.options.preserveOrder) {
        return buildFromOrderedJs(jObj, this.options);
      } else {
        if (Array.isArray(jObj) && this.options.arrayNodeName && this.options.arrayNodeName.length > 1) {
          jObj = {
            [this.options.arrayNodeName]: jObj
          };
        }
        return this.j2x(jObj, 0, []).val;
      }
    };
    Builder.prototype.j2x = function(jObj, level, ajPath) {
      let attrStr = "";
      let val = "";
      const jPath = ajPath.join(".");
      for (let key in jObj) {
        if (!Object.prototype.hasOwnProperty.call(jObj, key)) continue;
        if (typeof jObj[key] === "undefined") {
          if (this.isAttribute(key)) {
            val += "";
          }
        } else if (jObj[key] === null) {
          if (this.isAttribute(key)) {
            val += "";
          } else if (key === this.options.cdataPropName) {
            val += "";
          } else if (key[0] === "?") {
            val += this.indentate(level) + "<" + key + "?" + this.tagEndChar;
          } else {
            val += this.indentate(level) + "<" + key + "/" + this.tagEndChar;
          }
        } else if (jObj[key] instanceof Date) {
          val += this.buildTextValNode(jObj[key], key, "", level);
        } else if (typeof jObj[key] !== "object") {
          const attr = this.isAttribute(key);
          if (attr && !this.ignoreAttributesFn(attr, jPath)) {
            attrStr += this.buildAttrPairStr(attr, "" + jObj[key]);
          } else if (!attr) {
            if (key === this.options.textNodeName) {
              let newval = this.options.tagValueProcessor(key, "" + jObj[key]);
              val += this.replaceEntitiesValue(newval);
            } else {
              val += this.buildTextValNode(jObj[key], key, "", level);
            }
          }
        } else if (Array.isArray(jObj[key])) {
          const arrLen = jObj[key].length;
          let listTagVal = "";
          let listTagAttr = "";
          for (let j = 0; j < arrLen; j++) {
            const item = jObj[key][j];
            if (typeof item === "undefined") {
            } else if (item === null) {
              if (key[0] === "?") val += this.indentate(level) + "<" + key + "?" + this.tagEndChar;
              else val += this.indentate(level) + "<" + key + "/" + this.tagEndChar;
            } else if (typeof item === "object") {
              if (this.options.oneListGroup) {
                const result = this.j2x(item, level + 1, ajPath.concat(key));
                listTagVal += result.val;
                if (this.options.attributesGroupName && item.hasOwnProperty(this.options.attributesGroupName)) {
                  listTagAttr += result.attrStr;
                }
              } else {
                listTagVal += this.processTextOrObjNode(item, key, level, ajPath);
              }
            } else {
              if (this.options.oneListGroup) {
                let textValue = this.options.tagValueProcessor(key, item);
                textValue = this.replaceEntitiesValue(textValue);
                listTagVal += textValue;
              } else {
                listTagVal += this.buildTextValNode(item, key, "", level);
              }
            }
          }
          if (this.options.oneListGroup) {
            listTagVal = this.buildObjectNode(listTagVal, key, listTagAttr, level);
          }
          val += listTagVal;
        } else {
          if (this.options.attributesGroupName && key === this.options.attributesGroupName) {
            const Ks = Object.keys(jObj[key]);
            const L = Ks.length;
            for (let j = 0; j < L; j++) {
              attrStr += this.buildAttrPairStr(Ks[j], "" + jObj[key][Ks[j]]);
            }
          } else {
            val += this.processTextOrObjNode(jObj[key], key, level, ajPath);
          }
        }
      }
      return { attrStr, val };
    };
    Builder.prototype.buildAttrPairStr = function(attrName, val) {
      val = this.options.attributeValueProcessor(attrName, "" + val);
      val = this.replaceEntitiesValue(val);
      if (this.options.suppressBooleanAttributes && val === "true") {
        return " " + attrName;
      } else return " " + attrName + '="' + val + '"';
    };
    function processTextOrObjNode(object, key, level, ajPath) {
      const result = this.j2x(object, level + 1, ajPath.concat(key));
      if (object[this.options.textNodeName] !== void 0 && Object.keys(object).length === 1) {
        return this.buildTextValNode(object[this.options.textNodeName], key, result.attrStr, level);
      } else {
        return this.buildObjectNode(result.val, key, result.attrStr, level);
      }
    }
    Builder.prototype.buildObjectNode = function(val, key, attrStr, level) {
      if (val === "") {
        if (key[0] === "?") return this.indentate(level) + "<" + key + attrStr + "?" + this.tagEndChar;
        else {
          return this.indentate(level) + "<" + key + attrStr + this.closeTag(key) + this.tagEndChar;
        }
      } else {
        let tagEndExp = "</" + key + this.tagEndChar;
        let piClosingChar = "";
        if (key[0] === "?") {
          piClosingChar = "?";
          tagEndExp = "";
        }
        if ((attrStr || attrStr === "") && val.indexOf("<") === -1) {
          return this.indentate(level) + "<" + key + attrStr + piClosingChar + ">" + val + tagEndExp;
        } else if (this.options.commentPropName !== false && key === this.options.commentPropName && piClosingChar.length === 0) {
          const safeVal = String(val).replace(/--/g, "- -").replace(/-$/, "- ");
          return this.indentate(level) + `<!--${safeVal}-->` + this.newLine;
        } else {
          return this.indentate(level) + "<" + key + attrStr + piClosingChar + this.tagEndChar + val + this.indentate(level) + tagEndExp;
        }
      }
    };
    Builder.prototype.closeTag = function(key) {
      let closeTag = "";
      if (this.options.unpairedTags.indexOf(key) !== -1) {
        if (!this.options.suppressUnpairedNode) closeTag = "/";
      } else if (this.options.suppressEmptyNode) {
        closeTag = "/";
      } else {
        closeTag = `></${key}`;
      }
      return closeTag;
    };
    Builder.prototype.buildTextValNode = function(val, key, attrStr, level) {
      if (this.options.cdataPropName !== false && key === this.options.cdataPropName) {
        const safeVal = String(val).replace(/\]\]>/g, "]]]]><![CDATA[>");
        return this.indentate(level) + `<![CDATA[${safeVal}]]>` + this.newLine;
      } else if (this.options.commentPropName !== false && key === this.options.commentPropName) {
        const safeVal = String(val).replace(/--/g, "- -").replace(/-$/, "- ");
        return this.indentate(level) + `<!--${safeVal}-->` + this.newLine;
      } else if (key[0] === "?") {
        return this.indentate(level) + "<" + key + attrStr + "?" + this.tagEndChar;
      } else {
        let textValue = this.options.tagValueProcessor(key, val);
        textValue = this.replaceEntitiesValue(textValue);
        if (textValue === "") {
          return this.indentate(level) + "<" + key + attrStr + this.closeTag(key) + this.tagEndChar;
        } else {
          return this.indentate(level) + "<" + key + attrStr + ">" + textValue + "</" + key + this.tagEndChar;
        }
      }
    };
    Builder.prototype.replaceEntitiesValue = function(textValue) {
      if (textValue && textValue.length > 0 && this.options.processEntities) {
        for (let i = 0; i < this.options.entities.length; i++) {
          const entity = this.options.entities[i];
          textValue = textValue.replace(entity.regex, entity.val);
        }
      }
      return textValue;
    };
    function indentate(level) {
      return this.options.indentBy.repeat(level);
    }
    function isAttribute(name) {
      if (name.startsWith(this.options.attributeNamePrefix) && name !== this.options.textNodeName) {
        return name.substr(this.attrPrefixLen);
      } else {
        return false;
      }
    }
    module.exports = Builder;
  }
});

// node_modules/fast-xml-parser/src/fxp.js
var require_fxp = __commonJS({
  "node_modules/fast-xml-parser/src/fxp.js"(exports, module) {
    "use strict";
    var validator = require_validator();
    var XMLParser2 = require_XMLParser();
    var XMLBuilder = require_json2xml();
    module.exports = {
      XMLParser: XMLParser2,
      XMLValidator: validator,
      XMLBuilder
    };
  }
});

// src/orchestrator/import-analyzers.ts
var import_picomatch = __toESM(require_picomatch(), 1);

// src/analyzers/import-report-results.ts
import { createHash } from "node:crypto";

// src/analyzers/analyzer-category.ts
var CWE_CATEGORY = [
  [[74, 77, 78, 88, 89, 90, 91, 93, 94, 95, 96, 943, 1336], "injection"],
  [[79, 80, 83, 87], "xss"],
  [[256, 259, 312, 321, 522, 798], "secrets"],
  [[284, 285, 287, 288, 306, 352, 639, 862, 863, 1390], "auth"],
  [[295, 297, 326, 327, 328, 329, 330, 331, 338, 759, 760, 916], "crypto"],
  [[22, 23, 35, 36, 73], "path-traversal"],
  [[918], "ssrf"],
  [[502], "deserialization"],
  [[200, 201, 209, 215, 359, 497, 532, 538], "data-exposure"],
  [[252, 253, 390, 391, 392, 703, 754, 755], "error-handling"],
  [[476, 690], "null-safety"],
  [[362, 366, 367, 667, 833], "concurrency"],
  [[400, 401, 404, 459, 772, 775], "resource-leak"],
  [[561, 563, 1164], "dead-code"]
];
var RULE_WORDS = [
  [/xss|cross-site|dangerously-?set-?inner-?html|innerhtml|unescaped/, "xss"],
  [/sql|inject|eval|exec|shell|subprocess|command|implied-eval|new-func|code-string/, "injection"],
  [/secret|password|passwd|credential|private-?key|hard-?coded-?(?:key|token)|api-?key/, "secrets"],
  [/crypt|cipher|md5|sha1|hash|random|tls|ssl|certificate|insecure-?(?:hash|random)/, "crypto"],
  [/traversal|path-?join|tarfile|zip-?slip/, "path-traversal"],
  [/ssrf|request-forgery/, "ssrf"],
  [/pickle|deserial|yaml-?load|marshal|unsafe-?load/, "deserialization"],
  [/debugger|console|print|pdb|breakpoint/, "debugging"],
  [/unused|unreachable|dead-?code|no-?useless|redundant/, "dead-code"],
  [/errcheck|catch|except|swallow|unhandled|floating-?promise|misused-?promise|error/, "error-handling"],
  [/null|nil|undefined|optional-?chain|non-?null/, "null-safety"],
  [/eqeqeq|equal|compare|self-?compare/, "equality"],
  [/\brace\b|concurren|mutex|\block\b|deadlock|async/, "concurrency"],
  [/complex|nest|too-?many|max-?(?:depth|lines|statements|params)/, "complexity"],
  [/naming|camel|snake|name/, "naming"],
  [/doc|comment|jsdoc|docstring/, "documentation"],
  [/dupl|copy-?paste/, "duplication"],
  [/type|any|cast|assert/, "type-safety"],
  [/format|indent|whitespace|quote|semi|spacing|line-?length|style|trailing/, "style"]
];
var CATEGORY_DIMENSION = {
  injection: "security",
  xss: "security",
  secrets: "security",
  auth: "security",
  crypto: "security",
  "path-traversal": "security",
  ssrf: "security",
  deserialization: "security",
  "data-exposure": "security",
  "error-handling": "correctness",
  "null-safety": "correctness",
  concurrency: "correctness",
  "resource-leak": "correctness",
  equality: "correctness",
  debugging: "correctness",
  "type-safety": "correctness",
  "dead-code": "readability",
  complexity: "readability",
  naming: "readability",
  documentation: "readability",
  duplication: "readability",
  style: "readability"
};
function kindOf(result) {
  const tags = (result.tags ?? []).map((tag) => tag.toLowerCase());
  const security = result.securitySeverity !== void 0 || tags.some((tag) => tag === "security" || /(?:^|\/)cwe-?\d+/.test(tag));
  const cwes = tags.flatMap((tag) => [...tag.matchAll(/cwe[-/ ]?0*(\d{1,4})/g)].map((match) => Number(match[1])));
  const byCwe = cwes.map((cwe) => CWE_CATEGORY.find(([numbers]) => numbers.includes(cwe))?.[1]).find((category2) => category2 !== void 0);
  const words = [result.ruleId ?? "", ...tags.filter((tag) => !/cwe|^security$|^external\//.test(tag))].join(" ").toLowerCase().replace(/[_.\s]+/g, "-");
  const byWords = RULE_WORDS.find(([pattern]) => pattern.test(words))?.[1];
  const category = byCwe ?? byWords;
  if (category === void 0) return { dimension: security ? "security" : "correctness", category: "other" };
  const dimension = CATEGORY_DIMENSION[category] ?? "correctness";
  return security && dimension !== "security" ? { dimension: "security", category: byCwe ?? "other" } : { dimension, category };
}

// src/analyzers/analyzer-severity.ts
var LEVEL_SEVERITY = { error: "high", warning: "medium", note: "low", none: "info" };
function securityBand(score) {
  if (score >= 9) return "critical";
  if (score >= 7) return "high";
  if (score >= 4) return "medium";
  return score > 0 ? "low" : "info";
}
function severityOf(result, setting) {
  const forRule = result.ruleId !== void 0 ? setting.rules?.[result.ruleId] : void 0;
  if (forRule !== void 0) return forRule;
  if (typeof setting.severity === "string") return setting.severity;
  if (result.securitySeverity !== void 0) return securityBand(result.securitySeverity);
  return setting.severity?.[result.level] ?? LEVEL_SEVERITY[result.level];
}

// src/analyzers/normalize-report-path.ts
function normalizeReportPath(written, root, changedPaths) {
  let path = written.trim();
  if (/^file:/i.test(path)) path = fileUriPath(path);
  else if (/^[a-z][a-z0-9+.-]+:/i.test(path)) return void 0;
  path = path.replace(/\\/g, "/");
  if (!isAbsolute(path)) return collapse(path);
  const top = root.replace(/\\/g, "/").replace(/\/+$/, "");
  const windows = /^[A-Za-z]:\//.test(path);
  if (top && (windows ? path.toLowerCase().startsWith(`${top.toLowerCase()}/`) : path.startsWith(`${top}/`))) return collapse(path.slice(top.length + 1));
  let match;
  for (const changed of changedPaths) {
    if (path.endsWith(`/${changed}`) && (match === void 0 || changed.length > match.length)) match = changed;
  }
  return match;
}
function isAbsolute(path) {
  return path.startsWith("/") || /^[A-Za-z]:\//.test(path);
}
function fileUriPath(uri) {
  let rest = uri.slice("file:".length);
  if (rest.startsWith("///")) rest = rest.slice(2);
  else if (rest.startsWith("//localhost/")) rest = rest.slice("//localhost".length);
  let decoded;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    decoded = rest;
  }
  return /^\/[A-Za-z]:[/\\]/.test(decoded) ? decoded.slice(1) : decoded;
}
function collapse(path) {
  const segments = [];
  for (const segment of path.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (segments.length === 0) return void 0;
      segments.pop();
    } else segments.push(segment);
  }
  return segments.length > 0 ? segments.join("/") : void 0;
}

// src/analyzers/import-report-results.ts
var ANALYZER_CONFIDENCE = 90;
var MESSAGE_CHARS = 2e3;
var FORMAT_TOOL = {
  sarif: "sarif",
  "eslint-json": "eslint",
  "ruff-json": "ruff",
  checkstyle: "checkstyle",
  rdjson: "rdjson",
  rdjsonl: "rdjson"
};
function importReportResults(results, setting, format, context) {
  const counts = { results: results.length, imported: 0, outside_change: 0, outside_filter: 0, excluded: 0, rules_off: 0 };
  const changedPaths = new Set(context.changed.keys());
  const lines = /* @__PURE__ */ new Map();
  const keptLines = (file) => {
    const cached = lines.get(file.path);
    if (cached) return cached;
    const computed = setting.filter === "added" ? addedLines(file) : commentableLines(file, "RIGHT");
    lines.set(file.path, computed);
    return computed;
  };
  const candidates = [];
  for (const result of results) {
    const path = normalizeReportPath(result.path, context.root, changedPaths);
    const file = path === void 0 ? void 0 : context.changed.get(path);
    if (path === void 0 || !file && setting.filter !== "nofilter" || file?.status === "deleted") {
      counts.outside_change++;
      continue;
    }
    if (context.leftOut(path)) {
      counts.excluded++;
      continue;
    }
    const line = result.line;
    const lineFiltered = setting.filter === "added" || setting.filter === "diff-context";
    if (lineFiltered && (line === void 0 || !file || !keptLines(file).has(line))) {
      counts.outside_filter++;
      continue;
    }
    const severity = severityOf(result, setting);
    if (severity === "off") {
      counts.rules_off++;
      continue;
    }
    const tool = toolName(setting.name ?? result.tool ?? FORMAT_TOOL[format]);
    const rule = ruleName(result.ruleId);
    const { dimension, category } = kindOf(result);
    candidates.push(
      candidateFinding({
        agent: tool,
        dimension,
        severity,
        confidence: ANALYZER_CONFIDENCE,
        category,
        category_detail: kebabCase(rule).slice(0, 64) || "result",
        rule_id: `${tool}/${rule}`,
        file: path,
        line: line ?? 1,
        // A result with no line is put on the first: its end and column would point elsewhere.
        end_line: line === void 0 ? void 0 : result.endLine,
        column: line === void 0 ? void 0 : result.column,
        description: result.message.trim().slice(0, MESSAGE_CHARS) || `${tool} reports ${rule}`,
        recommendation: "",
        references: result.helpUri ? [result.helpUri] : void 0,
        auto_fixable: false,
        source: "analyzer",
        external_fingerprint: result.fingerprint ? createHash("sha256").update(`${tool}\0${result.fingerprint}`).digest("hex").slice(0, 32) : void 0
      })
    );
  }
  counts.imported = candidates.length;
  return { candidates, counts };
}
function toolName(name) {
  const first = name.trim().split(/\s+/)[0] ?? "";
  const kebab = kebabCase(first).slice(0, 40).replace(/-+$/, "");
  const named = (/^[a-z]/.test(kebab) ? kebab : `tool-${kebab}`).slice(0, 40).replace(/-+$/, "");
  return AGENT_NAMES.includes(named) ? `${named}-tool` : named;
}
function ruleName(ruleId) {
  const safe = (ruleId ?? "").replace(/[^A-Za-z0-9._@:+/-]+/g, "-").replace(/^[^A-Za-z0-9@]+/, "").slice(0, 120);
  return safe || "result";
}

// src/analyzers/parse-checkstyle-report.ts
var import_fast_xml_parser = __toESM(require_fxp(), 1);
var LEVELS = { error: "error", warning: "warning", info: "note", ignore: "none" };
var SOURCE_PREFIXES = [
  { pattern: /^com\.puppycrawl\.tools\.checkstyle\.(?:checks\.)?(?:[a-z]+\.)*([A-Za-z0-9]+?)(?:Check)?$/, tool: "Checkstyle" },
  { pattern: /^eslint\.rules\.(.+)$/, tool: "ESLint" },
  { pattern: /^ShellCheck\.(.+)$/, tool: "ShellCheck" }
];
function parseCheckstyleReport(text) {
  const document = parseXml(text.replace(/^\uFEFF/, ""));
  const root = document.checkstyle === "" ? {} : document.checkstyle;
  if (typeof root !== "object" || root === null) throw new ReportFormatError("not a checkstyle report: no <checkstyle> element");
  const results = [];
  let malformed = 0;
  for (const file of elementsOf(root, "file")) {
    const path = attributeOf(file, "name");
    for (const error of elementsOf(file, "error")) {
      const result = path ? resultOf(path, error) : void 0;
      if (result) results.push(result);
      else malformed++;
    }
  }
  return cappedReport(results, malformed > 0 ? [`${malformed} <error> element(s) without a file name or message: not imported`] : []);
}
function parseXml(text) {
  if (/<!DOCTYPE/i.test(text)) throw new ReportFormatError("not a report: XML with a document type declaration is refused");
  const valid = import_fast_xml_parser.XMLValidator.validate(text);
  if (valid !== true) throw new ReportFormatError(`not well-formed XML at line ${valid.err.line}: ${valid.err.msg}`);
  const parser = new import_fast_xml_parser.XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", parseAttributeValue: false, parseTagValue: false, htmlEntities: true });
  return parser.parse(text);
}
function elementsOf(parent, name) {
  const value = parent[name];
  const list = Array.isArray(value) ? value : value === void 0 ? [] : [value];
  return list.filter((element) => typeof element === "object" && element !== null);
}
function attributeOf(element, name) {
  const value = element[`@${name}`];
  return typeof value === "string" ? value : void 0;
}
function resultOf(path, error) {
  const [lineText, columnText, severity, message, source] = ["line", "column", "severity", "message", "source"].map((name) => attributeOf(error, name));
  if (!message) return void 0;
  const line = lineNumber(lineText);
  const column = lineNumber(columnText);
  const named = source ? SOURCE_PREFIXES.map(({ pattern, tool }) => ({ match: pattern.exec(source), tool })).find(({ match }) => match) : void 0;
  const ruleId = named?.match?.[1] ?? source;
  return {
    ...named ? { tool: named.tool } : {},
    ...ruleId ? { ruleId } : {},
    level: LEVELS[severity ?? ""] ?? "warning",
    path,
    ...line ? { line } : {},
    ...line && column ? { column } : {},
    message
  };
}
function lineNumber(text) {
  const value = text !== void 0 && /^\d{1,9}$/.test(text) ? Number(text) : 0;
  return value >= 1 ? value : void 0;
}

// src/analyzers/parse-eslint-report.ts
function parseEslintReport(text) {
  const files = parseJsonList(text, "an ESLint JSON report", "files");
  const results = [];
  let malformed = 0;
  for (const file of files) {
    if (!isRecord(file) || typeof file.filePath !== "string" || !Array.isArray(file.messages)) {
      malformed++;
      continue;
    }
    for (const message of file.messages) {
      if (!isRecord(message) || typeof message.message !== "string") {
        malformed++;
        continue;
      }
      const ruleId = typeof message.ruleId === "string" && message.ruleId ? message.ruleId : message.fatal === true ? "parsing-error" : void 0;
      results.push({
        tool: "ESLint",
        ...ruleId ? { ruleId } : {},
        level: message.severity === 2 || message.fatal === true ? "error" : message.severity === 1 ? "warning" : "note",
        path: file.filePath,
        ...resultPlace(message.line, message.column, message.endLine),
        message: message.message,
        ...ruleId && ruleId !== "parsing-error" && !ruleId.includes("/") ? { helpUri: `https://eslint.org/docs/latest/rules/${ruleId}` } : {}
      });
    }
  }
  return cappedReport(results, malformed > 0 ? [`${malformed} entry(ies) without a file path or message: not imported`] : []);
}

// src/analyzers/parse-rdjson-report.ts
var LEVELS2 = { ERROR: "error", WARNING: "warning", INFO: "note" };
function parseRdjsonReport(text) {
  const document = parseJson(text, "an rdjson report");
  if (!isRecord(document) || !Array.isArray(document.diagnostics)) throw new ReportFormatError('not an rdjson report: no "diagnostics" list');
  const warnings = [];
  const results = [];
  let malformed = 0;
  for (const diagnostic of document.diagnostics) {
    const result = isRecord(diagnostic) ? resultOf2(diagnostic, document) : void 0;
    if (result) results.push(result);
    else malformed++;
  }
  if (malformed > 0) warnings.push(`${malformed} diagnostic(s) without a message and a location path: not imported`);
  return cappedReport(results, warnings);
}
function parseRdjsonlReport(text) {
  const warnings = [];
  const results = [];
  const bad = [];
  const lines = text.replace(/^\uFEFF/, "").split("\n");
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") continue;
    let diagnostic;
    try {
      diagnostic = JSON.parse(line);
    } catch {
      diagnostic = void 0;
    }
    const result = isRecord(diagnostic) ? resultOf2(diagnostic, {}) : void 0;
    if (result) results.push(result);
    else bad.push(index + 1);
  }
  if (results.length === 0 && bad.length > 0) throw new ReportFormatError("not an rdjsonl report: no line is a diagnostic");
  if (bad.length > 0)
    warnings.push(`line(s) ${bad.slice(0, 5).join(", ")}${bad.length > 5 ? ` and ${bad.length - 5} more` : ""} are not diagnostics: not imported`);
  return cappedReport(results, warnings);
}
function resultOf2(diagnostic, document) {
  const location = isRecord(diagnostic.location) ? diagnostic.location : void 0;
  if (typeof diagnostic.message !== "string" || !location || typeof location.path !== "string" || location.path === "") return void 0;
  const range = isRecord(location.range) ? location.range : {};
  const start = isRecord(range.start) ? range.start : {};
  const end = isRecord(range.end) ? range.end : {};
  const source = nameOf(diagnostic.source) ?? nameOf(document.source);
  const code = isRecord(diagnostic.code) ? diagnostic.code : {};
  const ruleId = typeof code.value === "string" && code.value ? code.value : void 0;
  return {
    ...source ? { tool: source } : {},
    ...ruleId ? { ruleId } : {},
    level: LEVELS2[String(diagnostic.severity)] ?? LEVELS2[String(document.severity)] ?? "warning",
    path: location.path,
    ...resultPlace(start.line, start.column, end.line),
    message: diagnostic.message,
    ...typeof code.url === "string" && /^https?:\/\//.test(code.url) ? { helpUri: code.url } : {}
  };
}
function nameOf(source) {
  return isRecord(source) && typeof source.name === "string" && source.name.trim() ? source.name.trim() : void 0;
}

// src/analyzers/parse-ruff-report.ts
function parseRuffReport(text) {
  const violations = parseJsonList(text, "a Ruff JSON report", "violations");
  const results = [];
  let malformed = 0;
  for (const violation of violations) {
    if (!isRecord(violation) || typeof violation.filename !== "string" || typeof violation.message !== "string") {
      malformed++;
      continue;
    }
    const start = isRecord(violation.location) ? violation.location : {};
    const end = isRecord(violation.end_location) ? violation.end_location : {};
    const ruleId = typeof violation.code === "string" && violation.code ? violation.code : "syntax-error";
    results.push({
      tool: "Ruff",
      ruleId,
      level: "error",
      path: violation.filename,
      ...resultPlace(start.row, start.column, end.row),
      message: violation.message,
      ...typeof violation.url === "string" && /^https:\/\//.test(violation.url) ? { helpUri: violation.url } : {}
    });
  }
  return cappedReport(results, malformed > 0 ? [`${malformed} entry(ies) without a filename or message: not imported`] : []);
}

// src/analyzers/parse-sarif-report.ts
var MAX_BASE_DEPTH = 8;
var NOT_PROBLEMS = /* @__PURE__ */ new Set(["pass", "notApplicable", "informational"]);
function parseSarifReport(text) {
  const log = parseJson(text, "SARIF");
  if (!isRecord(log) || !Array.isArray(log.runs)) throw new ReportFormatError('not SARIF: no "runs" list');
  const warnings = [];
  if (log.version !== void 0 && log.version !== "2.1.0") warnings.push(`SARIF version ${JSON.stringify(log.version).slice(0, 20)} read as 2.1.0`);
  const results = [];
  for (const [index, run] of log.runs.entries()) {
    if (!isRecord(run)) {
      warnings.push(`run ${index + 1} is not an object: skipped`);
      continue;
    }
    results.push(...runResults(run, index, warnings));
  }
  return cappedReport(results, warnings);
}
function runResults(run, index, warnings) {
  const tool = isRecord(run.tool) ? run.tool : {};
  const driver = isRecord(tool.driver) ? tool.driver : {};
  const toolName2 = typeof driver.name === "string" && driver.name.trim() ? driver.name.trim() : void 0;
  const label = `run ${index + 1}${toolName2 ? ` (${toolName2})` : ""}`;
  for (const invocation of Array.isArray(run.invocations) ? run.invocations.filter(isRecord) : []) {
    if (invocation.executionSuccessful !== false) continue;
    const notice = (Array.isArray(invocation.toolExecutionNotifications) ? invocation.toolExecutionNotifications : []).find(isRecord);
    const said = notice && isRecord(notice.message) && typeof notice.message.text === "string" ? `: ${notice.message.text.slice(0, 200)}` : "";
    warnings.push(`${label} says its tool did not run successfully${said}; its results may be incomplete`);
  }
  if (!Array.isArray(run.results)) {
    warnings.push(`${label} has no results: the tool did not run or wrote no results list, so nothing was imported from it`);
    return [];
  }
  const extensions = Array.isArray(tool.extensions) ? tool.extensions.map((extension) => isRecord(extension) ? extension : {}) : [];
  const artifacts = Array.isArray(run.artifacts) ? run.artifacts : [];
  const bases = isRecord(run.originalUriBaseIds) ? run.originalUriBaseIds : {};
  const results = [];
  let unlocated = 0;
  let suppressed = 0;
  for (const result of run.results) {
    if (!isRecord(result) || NOT_PROBLEMS.has(String(result.kind)) || result.baselineState === "absent") continue;
    if (isSuppressed(result)) {
      suppressed++;
      continue;
    }
    const rule = ruleOf(result, driver, extensions);
    const location = locationOf(result, artifacts, bases);
    if (!location) {
      unlocated++;
      continue;
    }
    const ruleId = stringOf(result.ruleId) ?? (isRecord(result.rule) ? stringOf(result.rule.id) : void 0) ?? stringOf(rule?.id);
    const securitySeverity = scoreOf(propertiesOf(result)["security-severity"]) ?? scoreOf(propertiesOf(rule)["security-severity"]);
    const tags = [...stringOf(rule?.name) ? [String(rule?.name)] : [], ...tagsOf(rule), ...tagsOf(result), ...cweRelationships(rule)];
    const fingerprint = fingerprintOf(result);
    const helpUri = stringOf(rule?.helpUri);
    results.push({
      ...toolName2 ? { tool: toolName2 } : {},
      ...ruleId ? { ruleId } : {},
      level: levelOf(result.level) ?? levelOf(isRecord(rule?.defaultConfiguration) ? rule.defaultConfiguration.level : void 0) ?? "warning",
      ...securitySeverity !== void 0 ? { securitySeverity } : {},
      ...tags.length > 0 ? { tags } : {},
      ...location,
      message: withRelatedLocations(messageOf(result, rule), result, artifacts, bases) ?? stringOf(isRecord(rule?.shortDescription) ? rule.shortDescription.text : void 0) ?? ruleId ?? "finding",
      ...helpUri ? { helpUri } : {},
      ...fingerprint ? { fingerprint } : {}
    });
  }
  if (unlocated > 0) warnings.push(`${label}: ${unlocated} result(s) name no file and line (only a logical location, or none): not imported`);
  if (suppressed > 0) warnings.push(`${label}: ${suppressed} result(s) suppressed in the source (SARIF suppressions) left out`);
  return results;
}
function stringOf(value) {
  return typeof value === "string" && value.trim() !== "" ? value : void 0;
}
function propertiesOf(value) {
  return value && isRecord(value.properties) ? value.properties : {};
}
function levelOf(value) {
  return value === "error" || value === "warning" || value === "note" || value === "none" ? value : void 0;
}
function scoreOf(value) {
  const score = typeof value === "string" ? Number(value) : value;
  return typeof score === "number" && Number.isFinite(score) && score >= 0 && score <= 10 ? score : void 0;
}
function isSuppressed(result) {
  if (!Array.isArray(result.suppressions) || result.suppressions.length === 0) return false;
  return result.suppressions.some((suppression) => !isRecord(suppression) || suppression.status !== "rejected" && suppression.status !== "underReview");
}
function ruleOf(result, driver, extensions) {
  const reference = isRecord(result.rule) ? result.rule : {};
  const component = isRecord(reference.toolComponent) && typeof reference.toolComponent.index === "number" ? extensions[reference.toolComponent.index] : driver;
  const rules = component?.rules;
  if (!Array.isArray(rules)) return void 0;
  const index = typeof reference.index === "number" ? reference.index : typeof result.ruleIndex === "number" ? result.ruleIndex : void 0;
  const byIndex = index !== void 0 ? rules[index] : void 0;
  if (isRecord(byIndex)) return byIndex;
  const id = stringOf(result.ruleId) ?? stringOf(reference.id);
  return id === void 0 ? void 0 : rules.find((rule) => isRecord(rule) && rule.id === id);
}
function tagsOf(value) {
  const tags = propertiesOf(value).tags;
  return Array.isArray(tags) ? tags.filter((tag) => typeof tag === "string").slice(0, 50) : [];
}
function cweRelationships(rule) {
  if (!rule || !Array.isArray(rule.relationships)) return [];
  return rule.relationships.flatMap((relationship) => {
    if (!isRecord(relationship) || !isRecord(relationship.target)) return [];
    const { id, toolComponent } = relationship.target;
    const taxonomy = isRecord(toolComponent) ? String(toolComponent.name ?? "") : "";
    return typeof id === "string" && /^cwe$/i.test(taxonomy) && /^\d+$/.test(id) ? [`CWE-${id}`] : [];
  });
}
function messageOf(result, rule) {
  const message = isRecord(result.message) ? result.message : {};
  const strings = isRecord(rule?.messageStrings) ? rule.messageStrings : {};
  const named = typeof message.id === "string" && isRecord(strings[message.id]) ? strings[message.id].text : void 0;
  const text = stringOf(message.text) ?? stringOf(named);
  if (text === void 0) return void 0;
  const args = Array.isArray(message.arguments) ? message.arguments.map(String) : [];
  return text.replace(/\{(\d+)\}/g, (whole, position) => args[Number(position)] ?? whole);
}
function withRelatedLocations(message, result, artifacts, bases) {
  if (message === void 0 || !message.includes("](")) return message;
  const related = Array.isArray(result.relatedLocations) ? result.relatedLocations.filter(isRecord) : [];
  return message.replace(/\[([^[\]]*)\]\((\d+)\)/g, (_whole, text, id) => {
    const location = related.find((candidate) => candidate.id === Number(id));
    const place = location ? locationOf({ locations: [location] }, artifacts, bases) : void 0;
    return place ? `${text} (${place.path}${place.line ? `:${place.line}` : ""})` : text;
  });
}
function fingerprintOf(result) {
  const prints = isRecord(result.partialFingerprints) && Object.keys(result.partialFingerprints).length > 0 ? result.partialFingerprints : isRecord(result.fingerprints) ? result.fingerprints : void 0;
  if (!prints) return void 0;
  const entries = Object.entries(prints).filter(([, value]) => typeof value === "string" && value !== "").sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  return entries.length > 0 ? entries.map(([key, value]) => `${key}=${String(value)}`).join("\n") : void 0;
}
function locationOf(result, artifacts, bases) {
  const locations = Array.isArray(result.locations) ? result.locations : [];
  for (const location of locations) {
    const physical = isRecord(location) && isRecord(location.physicalLocation) ? location.physicalLocation : void 0;
    if (!physical || !isRecord(physical.artifactLocation)) continue;
    const path = resolveArtifact(physical.artifactLocation, artifacts, bases);
    if (path === void 0) continue;
    const region = isRecord(physical.region) ? physical.region : {};
    return { path, ...resultPlace(region.startLine, region.startColumn, region.endLine) };
  }
  return void 0;
}
function resolveArtifact(artifactLocation, artifacts, bases) {
  let location = artifactLocation;
  if (stringOf(location.uri) === void 0 && typeof location.index === "number") {
    const artifact = artifacts[location.index];
    if (isRecord(artifact) && isRecord(artifact.location)) location = artifact.location;
  }
  const uri = stringOf(location.uri);
  if (uri === void 0) return void 0;
  const resolved = withBase(uri, stringOf(location.uriBaseId), bases, 0);
  return /^[a-z][a-z0-9+.-]*:/i.test(resolved) ? resolved : decodeUri(resolved);
}
function decodeUri(uri) {
  try {
    return decodeURIComponent(uri);
  } catch {
    return uri;
  }
}
function withBase(uri, baseId, bases, depth) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(uri) || baseId === void 0 || depth >= MAX_BASE_DEPTH) return uri;
  const base = bases[baseId];
  const baseUri = isRecord(base) ? stringOf(base.uri) : void 0;
  if (!isRecord(base) || baseUri === void 0) return uri;
  const parent = withBase(baseUri, stringOf(base.uriBaseId), bases, depth + 1);
  return `${parent.endsWith("/") ? parent : `${parent}/`}${uri.replace(/^\.?\//, "")}`;
}

// src/analyzers/report-nesting-depth.ts
var MAX_REPORT_DEPTH = 256;
function nestsDeeperThan(text, xml, limit = MAX_REPORT_DEPTH) {
  return xml ? xmlDeeperThan(text, limit) : jsonDeeperThan(text, limit);
}
function jsonDeeperThan(text, limit) {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const character = text.charCodeAt(index);
    if (inString) {
      if (character === 92) index++;
      else if (character === 34) inString = false;
    } else if (character === 34) inString = true;
    else if (character === 91 || character === 123) {
      if (++depth > limit) return true;
    } else if (character === 93 || character === 125) depth--;
  }
  return false;
}
function xmlDeeperThan(text, limit) {
  let depth = 0;
  for (let open = text.indexOf("<"); open !== -1; open = text.indexOf("<", open + 1)) {
    const next = text.charCodeAt(open + 1);
    if (next === 33 || next === 63) continue;
    if (next === 47) {
      depth--;
      continue;
    }
    const close = text.indexOf(">", open + 1);
    if (close === -1) return false;
    if (text.charCodeAt(close - 1) !== 47 && ++depth > limit) return true;
  }
  return false;
}

// src/analyzers/parse-analyzer-report.ts
var PARSERS = {
  sarif: parseSarifReport,
  "eslint-json": parseEslintReport,
  "ruff-json": parseRuffReport,
  checkstyle: parseCheckstyleReport,
  rdjson: parseRdjsonReport,
  rdjsonl: parseRdjsonlReport
};
var SNIFF_CHARS = 4e3;
function detectReportFormat(text, name) {
  const head = text.replace(/^\uFEFF/, "").slice(0, SNIFF_CHARS).trimStart();
  if (head.startsWith("<")) return /<checkstyle[\s>]/.test(head) ? "checkstyle" : void 0;
  if (/\.rdjsonl$/i.test(name)) return "rdjsonl";
  if (/"runs"\s*:/.test(head) || /"\$schema"\s*:\s*"[^"]*sarif/i.test(head) || /\.sarif(\.json)?$/i.test(name)) return "sarif";
  if (head.startsWith("[")) {
    if (/"filePath"\s*:/.test(head)) return "eslint-json";
    if (/"filename"\s*:/.test(head) && /"location"\s*:/.test(head)) return "ruff-json";
    if (/^\[\s*\]\s*$/.test(head)) return "eslint-json";
    return void 0;
  }
  if (head.startsWith("{")) {
    if (/"diagnostics"\s*:/.test(head)) return "rdjson";
    const firstLine = head.split("\n", 1)[0] ?? "";
    if (/"message"\s*:/.test(firstLine) && /"location"\s*:/.test(firstLine)) return "rdjsonl";
  }
  return void 0;
}
function parseAnalyzerReport(text, name, format) {
  const detected = format ?? detectReportFormat(text, name);
  if (!detected) {
    throw new ReportFormatError(
      "not a report format Sextant reads (SARIF 2.1.0, ESLint JSON, Ruff JSON, checkstyle XML, rdjson, rdjsonl); set the analyzer's format: if it is one"
    );
  }
  if (nestsDeeperThan(text, detected === "checkstyle")) {
    throw new ReportFormatError(`nested more than ${MAX_REPORT_DEPTH} levels deep, which no report needs: refused unparsed`);
  }
  try {
    return { ...PARSERS[detected](text), format: detected };
  } catch (error) {
    if (error instanceof RangeError) throw new ReportFormatError(`too deeply nested to parse (${error.message})`);
    throw error;
  }
}

// src/orchestrator/import-analyzers.ts
var SNIPPET_LINES = 5;
var LEFT_OUT_REASONS = /* @__PURE__ */ new Set(["excluded-by-config", "not-included", "excluded-by-default", "generated", "secret-file"]);
async function importAnalyzers(state, ports) {
  const analyzers = state.request.analyzers ?? [];
  const change = await ports.changes.load();
  const changed = /* @__PURE__ */ new Map();
  for (const file of [...change.files, ...change.staticOnly ?? [], ...change.gateOnly ?? [], ...change.leftOut ?? []]) changed.set(file.path, file);
  const context = { root: ports.reports?.root ?? "", changed, leftOut: leftOutOf(state, changed) };
  const warnings = [];
  const runs = [];
  const runOf = /* @__PURE__ */ new Map();
  for (const analyzer of analyzers) {
    if (ports.signal.aborted) throw new CancelledError();
    const found = await runAnalyzer(analyzer, state, ports, context);
    warnings.push(...found.warnings.map((warning) => `analyzer ${found.run.name}: ${warning}`));
    runs.push(found.run);
    for (const finding of found.candidates) runOf.set(finding, found.run);
  }
  const located = await withSnippets([...runOf.keys()], ports, (finding) => {
    const run = runOf.get(finding);
    if (run) run.past_end++;
  });
  for (const [before, after] of located.renamed) runOf.set(after, runOf.get(before));
  const gate = state.request.fail_on === "none" ? void 0 : state.request.fail_on;
  const { shown, muted } = withoutMuted(located.kept, state.request.muted_rules ?? [], gate);
  const capped = capCandidates(shown);
  const kept = new Set(capped.kept);
  for (const finding of shown) {
    const run = runOf.get(finding);
    if (run && kept.has(finding)) run.imported++;
    else if (run) run.capped++;
  }
  warnings.push(...describeDropped(capped.dropped));
  for (const run of runs) {
    ports.log.event("ANALYZER_IMPORTED", { ...run, reports: run.reports.map((report) => report.file) });
    ports.log.progress(`analyzer ${run.name}: ${describeAnalyzerRun(run)}`);
  }
  const mutedFindings = { ...state.muted_findings };
  for (const [rule, count] of muted) mutedFindings[rule] = (mutedFindings[rule] ?? 0) + count;
  return {
    candidates: [...state.candidates, ...capped.kept],
    analyzer_results: runs,
    ...warnings.length > 0 ? { warnings: [...state.warnings, ...warnings] } : {},
    ...muted.size > 0 ? { muted_findings: mutedFindings } : {}
  };
}
async function runAnalyzer(analyzer, state, ports, context) {
  const run = {
    name: analyzer.name ?? "analyzer-reports",
    filter: analyzer.filter,
    reports: [],
    results: 0,
    imported: 0,
    outside_change: 0,
    outside_filter: 0,
    excluded: 0,
    rules_off: 0,
    past_end: 0,
    capped: 0
  };
  const warnings = [];
  const candidates = [];
  if (analyzer.command) {
    run.command = await runCommand(analyzer.command, state, ports);
    if (run.command.status === "refused" || run.command.status === "timeout") {
      warnings.push(`command ${run.command.status === "refused" ? `not run (${run.command.reason ?? "refused"})` : "timed out"}, so its reports were not read`);
      return { run, candidates, warnings };
    }
  }
  if (!ports.reports) return { run, candidates, warnings: [...warnings, "no working tree to read reports from"] };
  const { files, warnings: findWarnings } = await ports.reports.find(analyzer.reports);
  warnings.push(...findWarnings);
  for (const file of files) {
    if (ports.signal.aborted) throw new CancelledError();
    const read = await ports.reports.read(file);
    if ("problem" in read) {
      warnings.push(`${file.name} was not read: ${read.problem}`);
      run.reports.push({ file: file.name, tools: [], results: 0, problem: read.problem });
      continue;
    }
    let parsed;
    try {
      parsed = parseAnalyzerReport(read.text, file.name, analyzer.format);
    } catch (error) {
      if (!(error instanceof ReportFormatError)) throw error;
      warnings.push(`${file.name} was not imported: ${error.message}`);
      run.reports.push({ file: file.name, tools: [], results: 0, problem: error.message });
      continue;
    }
    warnings.push(...parsed.warnings.map((warning) => `${file.name}: ${warning}`));
    if (parsed.overCap > 0) {
      warnings.push(
        `${file.name}: ${parsed.overCap} results past the first ${parsed.results.length} were not imported (a report this large is of the whole repository, not of the change)`
      );
      run.capped += parsed.overCap;
    }
    const result = importReportResults(parsed.results, analyzer, parsed.format, context);
    const tools = [...new Set(result.candidates.map((finding) => finding.agent))];
    run.reports.push({
      file: file.name,
      format: parsed.format,
      tools: tools.length > 0 ? tools : [toolName(analyzer.name ?? parsed.results[0]?.tool ?? parsed.format)],
      results: parsed.results.length
    });
    run.results += result.counts.results;
    run.outside_change += result.counts.outside_change;
    run.outside_filter += result.counts.outside_filter;
    run.excluded += result.counts.excluded;
    run.rules_off += result.counts.rules_off;
    candidates.push(...result.candidates);
  }
  return { run, candidates, warnings };
}
async function runCommand(command, state, ports) {
  if (state.request.commands_withheld) {
    return { status: "refused", command, reason: state.request.commands_withheld, duration_ms: 0 };
  }
  const risk = assessCommandRisk(command);
  if (risk.risky && !state.request.allow_risky_commands) {
    return { status: "refused", command, reason: `${risk.reasons.join("; ")}. ${RISKY_COMMAND_HINT}`, duration_ms: 0 };
  }
  ports.log.progress(`analyzer: ${command}`);
  const outcome = await ports.commands.run(command, { timeoutMs: state.request.command_timeout_ms, signal: ports.signal });
  if (ports.signal.aborted) throw new CancelledError();
  return {
    status: outcome.timedOut ? "timeout" : outcome.exitCode === 0 ? "passed" : "failed",
    command,
    exit_code: outcome.exitCode,
    duration_ms: outcome.durationMs,
    output_tail: outcome.outputTail
  };
}
async function withSnippets(candidates, ports, onPastEnd) {
  const texts = /* @__PURE__ */ new Map();
  for (const path of new Set(candidates.map((finding) => finding.file))) {
    const text = await ports.source.readFile(path);
    texts.set(path, text === void 0 ? void 0 : text.replace(/\n$/, "").split("\n"));
  }
  const kept = [];
  const renamed = /* @__PURE__ */ new Map();
  for (const finding of candidates) {
    const lines = texts.get(finding.file);
    if (!lines || finding.line > lines.length) {
      onPastEnd(finding);
      continue;
    }
    const end = Math.min(finding.end_line ?? finding.line, finding.line + SNIPPET_LINES - 1, lines.length);
    const snippet = lines.slice(finding.line - 1, end).join("\n").replace(/\r/g, "");
    const located = {
      ...finding,
      ...finding.end_line && finding.end_line > lines.length ? { end_line: lines.length } : {},
      ...snippet.trim() ? { code_snippet: snippet } : {}
    };
    renamed.set(finding, located);
    kept.push(located);
  }
  return { kept, renamed };
}
function leftOutOf(state, changed) {
  const reasons = new Map(state.not_reviewed.map((entry) => [entry.path, entry.reason]));
  const excluded = (0, import_picomatch.default)([...DEFAULT_EXCLUDED_GLOBS, ...state.request.exclude], { dot: true });
  const included = state.request.include.length > 0 ? (0, import_picomatch.default)(state.request.include, { dot: true }) : () => true;
  return (path) => {
    const reason = reasons.get(path);
    if (reason !== void 0) return LEFT_OUT_REASONS.has(reason);
    if (changed.has(path)) return false;
    return excluded(path) || !included(path);
  };
}
export {
  importAnalyzers
};
